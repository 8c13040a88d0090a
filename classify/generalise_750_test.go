package classify

import "testing"

// TestIndependentCases750 runs held-out set 750: live MCP reference servers via Go SDK, TypeScript SDK and mcp-go clients, plus PostgreSQL/pgx, SQLite/modernc and nginx, labelled blind.
func TestIndependentCases750(t *testing.T) {
	runIndependent(t, "testdata/independent750.jsonl", false)
}
