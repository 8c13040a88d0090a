package classify

import "testing"

// TestIndependentCases705 runs held-out set 705: live captures from PostgreSQL/pgx, SQLite, nginx+Go upstreams, Go net/http/os, MCP reference servers and the Anthropic SDK, labelled blind.
// First run at ce85d5b: 29/30 overall, 14/14 tricky.
func TestIndependentCases705(t *testing.T) {
	runIndependent(t, "testdata/independent705.jsonl", true)
}
