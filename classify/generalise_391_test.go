package classify

import "testing"

// TestIndependentCases391 runs held-out set 391: MCP reference servers (TS client, mcp-go) and nginx, captured live, labelled blind.
func TestIndependentCases391(t *testing.T) {
	runIndependent(t, "testdata/independent391.jsonl", false)
}
