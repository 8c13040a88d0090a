package classify

import "testing"

// TestIndependentCases850 runs held-out set 850: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers and the OpenAI/Anthropic SDKs, labelled blind.
func TestIndependentCases850(t *testing.T) {
	runIndependent(t, "testdata/independent850.jsonl", false)
}
