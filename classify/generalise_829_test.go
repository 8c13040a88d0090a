package classify

import "testing"

// TestIndependentCases829 runs held-out set 829: live captures from PostgreSQL/pgx, SQLite, nginx and net/http, Go os, MCP servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases829(t *testing.T) {
	runIndependent(t, "testdata/independent829.jsonl", false)
}
