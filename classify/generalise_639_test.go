package classify

import "testing"

// TestIndependentCases639 runs held-out set 639: live failures an agent causes itself (PostgreSQL/pgx, SQLite, Go os and net/http, MCP servers, openai-go, anthropic-sdk-go), labelled blind.
// First run at 06dbaca: 32/32 overall, 18/18 tricky.
func TestIndependentCases639(t *testing.T) {
	runIndependent(t, "testdata/independent639.jsonl", true)
}
