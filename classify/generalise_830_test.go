package classify

import "testing"

// TestIndependentCases830 runs held-out set 830: live captures of agent-caused failures (PostgreSQL/pgx, SQLite, Go os/net/http, MCP servers via go-sdk and TS SDK, openai-go and anthropic-sdk-go), labelled blind.
func TestIndependentCases830(t *testing.T) {
	runIndependent(t, "testdata/independent830.jsonl", false)
}
