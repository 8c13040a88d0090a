package classify

import "testing"

// TestIndependentCases820 runs held-out set 820: live captures from PostgreSQL/pgx, SQLite, nginx, Go os/net/http, MCP servers and anthropic-sdk-go, labelled blind.
func TestIndependentCases820(t *testing.T) {
	runIndependent(t, "testdata/independent820.jsonl", false)
}
