package classify

import "testing"

// TestIndependentCases657 runs held-out set 657: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP filesystem server, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases657(t *testing.T) {
	runIndependent(t, "testdata/independent657.jsonl", false)
}
