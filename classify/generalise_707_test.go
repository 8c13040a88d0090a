package classify

import "testing"

// TestIndependentCases707 runs held-out set 707: live captures from PostgreSQL/pgx, SQLite/modernc, nginx+Go upstreams, Go net/http and os, MCP reference servers (go-sdk and TS SDK clients), openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases707(t *testing.T) {
	runIndependent(t, "testdata/independent707.jsonl", false)
}
