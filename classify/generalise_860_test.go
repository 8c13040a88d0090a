package classify

import "testing"

// TestIndependentCases860 runs held-out set 860: live MCP reference servers through the Go SDK, TypeScript SDK and mcp-go clients, plus PostgreSQL/pgx, modernc SQLite and nginx, labelled blind.
func TestIndependentCases860(t *testing.T) {
	runIndependent(t, "testdata/independent860.jsonl", false)
}
