package classify

import "testing"

// TestIndependentCases504 runs held-out set 504: MCP in depth (transports, auth, tool results, sampling, elicitation), captured live and from the vendors' docs, labelled blind.
func TestIndependentCases504(t *testing.T) {
	runIndependent(t, "testdata/independent504.jsonl", false)
}
