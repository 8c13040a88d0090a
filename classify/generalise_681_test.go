package classify

import "testing"

// TestIndependentCases681 runs held-out set 681: live failures an agent causes itself (PostgreSQL via pgx, SQLite, Go os/net/http, nginx, MCP servers, OpenAI/Anthropic SDKs), labelled blind.
// First run at e026a30: 30/30 overall, 13/13 tricky.
func TestIndependentCases681(t *testing.T) {
	runIndependent(t, "testdata/independent681.jsonl", true)
}
