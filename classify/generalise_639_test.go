package classify

import "testing"

// TestIndependentCases639 runs held-out set 639: live failures an agent causes itself (PostgreSQL/pgx, SQLite, Go os and net/http, nginx, MCP servers, openai-go, anthropic-sdk-go), labelled blind.
func TestIndependentCases639(t *testing.T) {
	runIndependent(t, "testdata/independent639.jsonl", false)
}
