package classify

import "testing"

// TestIndependentCases806 runs held-out set 806: live captures from PostgreSQL/pgx, SQLite, nginx + Go net/http/os, MCP reference servers and the OpenAI/Anthropic Go SDKs, labelled blind.
func TestIndependentCases806(t *testing.T) {
	runIndependent(t, "testdata/independent806.jsonl", false)
}
