package classify

import "testing"

// TestIndependentCases787 runs held-out set 787: live MCP reference servers via Go SDK, TS SDK and mcp-go clients, plus PostgreSQL/pgx, SQLite and nginx, labelled blind.
func TestIndependentCases787(t *testing.T) {
	runIndependent(t, "testdata/independent787.jsonl", false)
}
