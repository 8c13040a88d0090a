package classify

import "testing"

// TestIndependentCases837 runs held-out set 837: live captures from pgx/PostgreSQL, modernc SQLite, nginx, Go net/http and os, MCP servers via go-sdk and TS SDK, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases837(t *testing.T) {
	runIndependent(t, "testdata/independent837.jsonl", false)
}
