package classify

import "testing"

// TestIndependentCases375 runs held-out set 375: an operations agent's incident day (pgx, modernc sqlite, nginx, Go os/net/http, MCP servers via three clients, openai-go/anthropic-sdk-go), captured live, labelled blind.
// First run at 7e3fc36: 30/30 overall, 18/18 tricky.
// Tolerated: none.
func TestIndependentCases375(t *testing.T) {
	runIndependent(t, "testdata/independent375.jsonl", true)
}
