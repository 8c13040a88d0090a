package classify

import "testing"

// TestIndependentCases717 runs held-out set 717: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http/os, MCP filesystem server, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases717(t *testing.T) {
	runIndependent(t, "testdata/independent717.jsonl", false)
}
