package classify

import "testing"

// First run at a54b5d3: 31/31 overall, 16/16 tricky.
//
// TestIndependentCases665 runs held-out set 665: live failures an agent causes itself (PostgreSQL via pgx, SQLite, nginx, Go net/http and os, MCP servers via go-sdk and TS SDK, openai-go and anthropic-sdk-go), labelled blind.
func TestIndependentCases665(t *testing.T) {
	runIndependent(t, "testdata/independent665.jsonl", true)
}
