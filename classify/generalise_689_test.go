package classify

import "testing"

// TestIndependentCases689 runs held-out set 689: live MCP reference servers via the Go SDK, mcp-go and TypeScript clients, plus PostgreSQL/pgx, SQLite and nginx, labelled blind.
func TestIndependentCases689(t *testing.T) {
	runIndependent(t, "testdata/independent689.jsonl", false)
}
