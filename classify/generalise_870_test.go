package classify

import "testing"

// TestIndependentCases870 runs held-out set 870: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases870(t *testing.T) {
	runIndependent(t, "testdata/independent870.jsonl", false)
}
