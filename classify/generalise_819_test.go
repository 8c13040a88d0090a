package classify

import "testing"

// TestIndependentCases819 runs held-out set 819: live MCP reference servers through the Go SDK, TypeScript SDK and mcp-go clients, plus PostgreSQL/pgx, SQLite/modernc and nginx in front of Go upstreams, labelled blind.
func TestIndependentCases819(t *testing.T) {
	runIndependent(t, "testdata/independent819.jsonl", false)
}
