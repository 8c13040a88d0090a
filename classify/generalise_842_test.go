package classify

import "testing"

// TestIndependentCases842 runs held-out set 842: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http+os, MCP reference servers and the OpenAI/Anthropic Go SDKs, labelled blind.
func TestIndependentCases842(t *testing.T) {
	runIndependent(t, "testdata/independent842.jsonl", false)
}
