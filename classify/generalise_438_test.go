package classify

import "testing"

// TestIndependentCases438 runs held-out set 438: MCP in depth (transports, auth, SDK errors, reference servers), from the vendors' docs, labelled blind.
func TestIndependentCases438(t *testing.T) {
	runIndependent(t, "testdata/independent438.jsonl", false)
}
