package classify

import "testing"

// TestIndependentCases697 runs held-out set 697: live captures from PostgreSQL/pgx, SQLite, nginx, Go os/net, MCP servers and the OpenAI/Anthropic Go SDKs, labelled blind.
func TestIndependentCases697(t *testing.T) {
	runIndependent(t, "testdata/independent697.jsonl", false)
}
