package classify

import "testing"

// TestIndependentCases664 runs held-out set 664: live MCP reference servers via the TS, Go and mcp-go clients plus PostgreSQL, SQLite and nginx, labelled blind.
func TestIndependentCases664(t *testing.T) {
	runIndependent(t, "testdata/independent664.jsonl", false)
}
