package classify

import "testing"

// TestIndependentCases868 runs held-out set 868: live MCP reference servers via go-sdk, mcp-go and TS SDK clients, plus pgx/PostgreSQL, modernc SQLite and nginx, labelled blind.
func TestIndependentCases868(t *testing.T) {
	runIndependent(t, "testdata/independent868.jsonl", false)
}
