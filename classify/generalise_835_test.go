package classify

import "testing"

// TestIndependentCases835 runs held-out set 835: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases835(t *testing.T) {
	runIndependent(t, "testdata/independent835.jsonl", false)
}
