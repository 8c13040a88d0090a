package classify

import "testing"

// TestIndependentCases688 runs held-out set 688: live captures from PostgreSQL 15 (pgx v5), SQLite (modernc), nginx, Go net/http and os, MCP reference servers and openai-go/anthropic-sdk-go vs httptest, labelled blind.
func TestIndependentCases688(t *testing.T) {
	runIndependent(t, "testdata/independent688.jsonl", false)
}
