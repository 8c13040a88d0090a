package classify

import "testing"

// TestIndependentCases796 runs held-out set 796: live MCP reference servers via Go SDK, mcp-go and TS SDK clients, plus PostgreSQL/pgx, SQLite and nginx, labelled blind.
func TestIndependentCases796(t *testing.T) {
	runIndependent(t, "testdata/independent796.jsonl", false)
}
