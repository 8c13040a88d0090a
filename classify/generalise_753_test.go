package classify

import "testing"

// First run at 88980fb: 30/30 overall, 15/15 tricky.
// TestIndependentCases753 runs held-out set 753: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases753(t *testing.T) {
	runIndependent(t, "testdata/independent753.jsonl", true)
}
