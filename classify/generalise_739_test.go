package classify

import "testing"

// TestIndependentCases739 runs held-out set 739: live MCP reference servers via Go SDK, TS SDK and mcp-go clients, plus PostgreSQL/pgx, SQLite and nginx, labelled blind.
func TestIndependentCases739(t *testing.T) {
	runIndependent(t, "testdata/independent739.jsonl", false)
}
