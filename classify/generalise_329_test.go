package classify

import "testing"

// TestIndependentCases329 runs held-out set 329: MCP JSON-RPC and reference-server failures and Go standard-library errors, captured live and from the vendors' docs, labelled blind.
func TestIndependentCases329(t *testing.T) {
	runIndependent(t, "testdata/independent329.jsonl", false)
}
