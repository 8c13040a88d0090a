package classify

import "testing"

// TestIndependentCases456 runs held-out set 456: MCP reference servers through mcp-go and the TS client, and nginx, captured live, labelled blind.
// First run at c93fecd: 30/30 overall, 20/20 tricky.
func TestIndependentCases456(t *testing.T) {
	runIndependent(t, "testdata/independent456.jsonl", true)
}
