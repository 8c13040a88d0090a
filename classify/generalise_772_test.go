package classify

import "testing"

// TestIndependentCases772 runs held-out set 772: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP filesystem server, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases772(t *testing.T) {
	runIndependent(t, "testdata/independent772.jsonl", false)
}
