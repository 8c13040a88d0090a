package classify

import "testing"

// TestIndependentCases701 runs held-out set 701: live failures an agent causes itself (PostgreSQL/pgx, SQLite/modernc, Go os and net/http, MCP reference servers, openai-go and anthropic-sdk-go), labelled blind.
func TestIndependentCases701(t *testing.T) {
	runIndependent(t, "testdata/independent701.jsonl", false)
}
