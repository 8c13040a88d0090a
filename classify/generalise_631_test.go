package classify

import "testing"

// TestIndependentCases631 runs held-out set 631: live failures an agent causes itself (PostgreSQL/pgx, SQLite, Go os/net/http, MCP servers, openai-go, anthropic-sdk-go), labelled blind.
// First run at 15dcb96: 32/32 overall, 19/19 tricky.
func TestIndependentCases631(t *testing.T) {
	runIndependent(t, "testdata/independent631.jsonl", true)
}
