package classify

import "testing"

// TestIndependentCases732 runs held-out set 732: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases732(t *testing.T) {
	runIndependent(t, "testdata/independent732.jsonl", false)
}
