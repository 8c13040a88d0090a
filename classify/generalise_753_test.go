package classify

import "testing"

// TestIndependentCases753 runs held-out set 753: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases753(t *testing.T) {
	runIndependent(t, "testdata/independent753.jsonl", false)
}
