package classify

import "testing"

// TestIndependentCases630 runs held-out set 630: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases630(t *testing.T) {
	runIndependent(t, "testdata/independent630.jsonl", false)
}
