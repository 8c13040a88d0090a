package classify

import "testing"

// TestIndependentCases380 runs held-out set 380: MCP reference servers and nginx (second draw), captured live, labelled blind.
func TestIndependentCases380(t *testing.T) {
	runIndependent(t, "testdata/independent380.jsonl", false)
}
