package classify

import "testing"

// TestIndependentCases693 runs held-out set 693: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http+os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases693(t *testing.T) {
	runIndependent(t, "testdata/independent693.jsonl", false)
}
