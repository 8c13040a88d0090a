package classify

import "testing"

// TestIndependentCases716 runs held-out set 716: live failures an agent causes itself (PostgreSQL via pgx, SQLite, Go os/net/http, MCP servers, openai-go, anthropic-sdk-go), labelled blind.
// First run at 721d78b: 32/32 overall, 19/19 tricky.
func TestIndependentCases716(t *testing.T) {
	runIndependent(t, "testdata/independent716.jsonl", true)
}
