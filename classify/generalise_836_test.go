package classify

import "testing"

// TestIndependentCases836 runs held-out set 836: live MCP reference servers via Go SDK, mcp-go and TS SDK clients, plus PostgreSQL, SQLite and nginx, labelled blind.
func TestIndependentCases836(t *testing.T) {
	runIndependent(t, "testdata/independent836.jsonl", false)
}
