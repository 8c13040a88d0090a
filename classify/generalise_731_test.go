package classify

import "testing"

// TestIndependentCases731 runs held-out set 731: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases731(t *testing.T) {
	runIndependent(t, "testdata/independent731.jsonl", false)
}
