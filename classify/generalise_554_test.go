package classify

import "testing"

// TestIndependentCases554 runs held-out set 554: MCP spec JSON-RPC codes, SDK errors and reference/vendor server tool errors, labelled blind.
func TestIndependentCases554(t *testing.T) {
	runIndependent(t, "testdata/independent554.jsonl", false)
}
