package classify

import "testing"

// TestIndependentCases489 runs held-out set 489: MCP via mcp-go and the TS client plus nginx failures, captured live, labelled blind.
// First run at 2b99acd: 30/30 overall, 15/15 tricky.
// Tolerated: none.
func TestIndependentCases489(t *testing.T) {
	runIndependent(t, "testdata/independent489.jsonl", true)
}
