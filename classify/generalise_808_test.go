package classify

import "testing"

// TestIndependentCases808 runs held-out set 808: live MCP reference servers through the Go SDK, TypeScript SDK and mcp-go clients, plus PostgreSQL/pgx, SQLite/modernc and nginx, labelled blind.
func TestIndependentCases808(t *testing.T) {
	runIndependent(t, "testdata/independent808.jsonl", false)
}
