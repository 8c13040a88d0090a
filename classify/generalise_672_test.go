package classify

import "testing"

// TestIndependentCases672 runs held-out set 672: live captures from PostgreSQL/pgx, SQLite, nginx, Go net/http and os, MCP servers and the OpenAI/Anthropic Go SDKs, labelled blind.
func TestIndependentCases672(t *testing.T) {
	runIndependent(t, "testdata/independent672.jsonl", false)
}
