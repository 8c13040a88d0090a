package classify

import "testing"

// TestIndependentCases786 runs held-out set 786: live captures from PostgreSQL/pgx, SQLite/modernc, nginx with Go upstreams, Go net/http and os, MCP reference servers via go-sdk, openai-go and anthropic-sdk-go, labelled blind.
func TestIndependentCases786(t *testing.T) {
	runIndependent(t, "testdata/independent786.jsonl", false)
}
