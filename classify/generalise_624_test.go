package classify

import "testing"

// TestIndependentCases624 runs held-out set 624: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases624(t *testing.T) {
	runIndependent(t, "testdata/independent624.jsonl", false)
}
