package classify

import "testing"

// TestIndependentCases625 runs held-out set 625: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases625(t *testing.T) {
	runIndependent(t, "testdata/independent625.jsonl", false)
}
