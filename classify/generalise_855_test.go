package classify

import "testing"

// TestIndependentCases855 runs held-out set 855: live captures from PostgreSQL/pgx, SQLite, nginx, Go os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases855(t *testing.T) {
	runIndependent(t, "testdata/independent855.jsonl", false)
}
