package classify

import "testing"

// TestIndependentCases656 runs held-out set 656: live captures from PostgreSQL/pgx, SQLite/modernc, nginx, Go net/http/os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases656(t *testing.T) {
	runIndependent(t, "testdata/independent656.jsonl", false)
}
