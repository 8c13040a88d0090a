package classify

import "testing"

// First run at 04705a5e: 36/36 overall, 12/12 tricky.
// TestIndependentCases835 runs held-out set 835: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases835(t *testing.T) {
	runIndependent(t, "testdata/independent835.jsonl", true)
}
