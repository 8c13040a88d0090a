package classify

import "testing"

// TestIndependentCases762 runs held-out set 762: live MCP reference servers through the Go SDK, mcp-go and TypeScript clients, plus PostgreSQL/pgx, SQLite and nginx failures, labelled blind.
func TestIndependentCases762(t *testing.T) {
	runIndependent(t, "testdata/independent762.jsonl", false)
}
