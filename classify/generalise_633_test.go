package classify

import "testing"

// TestIndependentCases633 runs held-out set 633: live MCP reference servers through the Go SDK, TypeScript SDK and mcp-go clients, plus PostgreSQL 15 via pgx, SQLite via modernc and nginx in front of Go upstreams, labelled blind.
func TestIndependentCases633(t *testing.T) {
	runIndependent(t, "testdata/independent633.jsonl", false)
}
