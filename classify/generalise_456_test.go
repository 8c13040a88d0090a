package classify

import "testing"

// TestIndependentCases456 runs held-out set 456: MCP reference servers through mcp-go and the TS client, and nginx, captured live, labelled blind.
func TestIndependentCases456(t *testing.T) {
	runIndependent(t, "testdata/independent456.jsonl", false)
}
