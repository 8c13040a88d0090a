package classify

import "testing"

// TestIndependentCases754 runs held-out set 754: live failures an agent causes itself (PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go), labelled blind.
func TestIndependentCases754(t *testing.T) {
	runIndependent(t, "testdata/independent754.jsonl", false)
}
