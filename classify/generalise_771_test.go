package classify

import "testing"

// TestIndependentCases771 runs held-out set 771: live captures from PostgreSQL/pgx, SQLite/modernc, nginx and Go net/http/os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases771(t *testing.T) {
	runIndependent(t, "testdata/independent771.jsonl", false)
}
