package classify

import "testing"

// TestIndependentCases749 runs held-out set 749: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases749(t *testing.T) {
	runIndependent(t, "testdata/independent749.jsonl", false)
}
