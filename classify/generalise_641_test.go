package classify

import "testing"

// TestIndependentCases641 runs held-out set 641: live MCP reference servers via go-sdk, TS SDK and mcp-go clients, plus pgx/PostgreSQL 15, modernc SQLite and nginx, labelled blind.
func TestIndependentCases641(t *testing.T) {
	runIndependent(t, "testdata/independent641.jsonl", false)
}
