package classify

import "testing"

// TestIndependentCases830 runs held-out set 830: live captures of agent-caused failures (PostgreSQL/pgx, SQLite, Go os/net/http, MCP servers via go-sdk and TS SDK, openai-go and anthropic-sdk-go), labelled blind.
// First run at 444cb17: 30/30 overall, 14/14 tricky.
func TestIndependentCases830(t *testing.T) {
	runIndependent(t, "testdata/independent830.jsonl", true)
}
