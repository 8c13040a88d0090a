package classify

import "testing"

// TestIndependentCases811 runs held-out set 811: live captures from PostgreSQL 15 (pgx), SQLite (modernc), nginx/TLS, Go net/http and os, MCP reference servers, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases811(t *testing.T) {
	runIndependent(t, "testdata/independent811.jsonl", false)
}
