package classify

import "testing"

// TestIndependentCases761 runs held-out set 761: live captures from PostgreSQL/pgx, SQLite/modernc, nginx and Go upstreams, Go net/http and os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases761(t *testing.T) {
	runIndependent(t, "testdata/independent761.jsonl", false)
}
