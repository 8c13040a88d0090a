package classify

import "testing"

// TestIndependentCases675 runs held-out set 675: live MCP reference servers via go-sdk, TS SDK and mcp-go clients, plus PostgreSQL/pgx, modernc SQLite and nginx, labelled blind.
func TestIndependentCases675(t *testing.T) {
	runIndependent(t, "testdata/independent675.jsonl", false)
}
