package classify

import "testing"

// TestIndependentCases620 runs held-out set 620: live captures from PostgreSQL/pgx, SQLite/modernc, nginx and Go net/http/os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
// First run at 5b3b383: 32/32 overall, 17/17 tricky.
func TestIndependentCases620(t *testing.T) {
	runIndependent(t, "testdata/independent620.jsonl", true)
}
