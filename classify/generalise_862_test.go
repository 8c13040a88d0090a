package classify

import "testing"

// TestIndependentCases862 runs held-out set 862: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases862(t *testing.T) {
	runIndependent(t, "testdata/independent862.jsonl", false)
}
