package classify

import "testing"

// First run at 2d1bfea: 29/30 overall, 15/15 tricky.
//
// TestIndependentCases701 runs held-out set 701: live failures an agent causes itself (PostgreSQL/pgx, SQLite/modernc, Go os and net/http, MCP reference servers, openai-go and anthropic-sdk-go), labelled blind.
func TestIndependentCases701(t *testing.T) {
	runIndependent(t, "testdata/independent701.jsonl", true)
}
