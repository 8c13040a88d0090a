package classify

import "testing"

// TestIndependentCases738 runs held-out set 738: live captures from PostgreSQL/pgx, SQLite/modernc, nginx+net/http, os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases738(t *testing.T) {
	runIndependent(t, "testdata/independent738.jsonl", false)
}
