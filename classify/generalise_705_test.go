package classify

import "testing"

// TestIndependentCases705 runs held-out set 705: live captures from PostgreSQL/pgx, SQLite, nginx+Go upstreams, Go net/http/os, MCP reference servers and the Anthropic SDK, labelled blind.
func TestIndependentCases705(t *testing.T) {
	runIndependent(t, "testdata/independent705.jsonl", false)
}
