package classify

import "testing"

// TestIndependentCases795 runs held-out set 795: live captures from PostgreSQL/pgx, SQLite/modernc, nginx, Go net/http/os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases795(t *testing.T) {
	runIndependent(t, "testdata/independent795.jsonl", false)
}
