package classify

import "testing"

// TestIndependentCases754 runs held-out set 754: live failures an agent causes itself (PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go), labelled blind.
// First run at 2419254: 30/30 overall, 14/14 tricky.
func TestIndependentCases754(t *testing.T) {
	runIndependent(t, "testdata/independent754.jsonl", true)
}
