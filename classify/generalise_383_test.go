package classify

import "testing"

// TestIndependentCases383 runs held-out set 383: a data-pipeline agent's day (pgx, modernc sqlite, nginx, Go net/http and os, MCP servers via three clients, openai-go and anthropic-sdk-go), captured live, labelled blind.
// First run at 0abf5d1: 30/30 overall, 14/14 tricky.
func TestIndependentCases383(t *testing.T) {
	runIndependent(t, "testdata/independent383.jsonl", true)
}
