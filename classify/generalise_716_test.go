package classify

import "testing"

// TestIndependentCases716 runs held-out set 716: live failures an agent causes itself (PostgreSQL via pgx, SQLite, Go os/net/http, MCP servers, openai-go, anthropic-sdk-go), labelled blind.
func TestIndependentCases716(t *testing.T) {
	runIndependent(t, "testdata/independent716.jsonl", false)
}
