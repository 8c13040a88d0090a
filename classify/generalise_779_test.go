package classify

import "testing"

// TestIndependentCases779 runs held-out set 779: live failures an agent causes itself (PostgreSQL/pgx, SQLite, nginx, Go os/net/http, MCP servers, openai-go, anthropic-sdk-go), labelled blind.
func TestIndependentCases779(t *testing.T) {
	runIndependent(t, "testdata/independent779.jsonl", false)
}
