package classify

import "testing"

// TestIndependentCases680 runs held-out set 680: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases680(t *testing.T) {
	runIndependent(t, "testdata/independent680.jsonl", false)
}
