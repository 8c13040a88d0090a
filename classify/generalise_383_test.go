package classify

import "testing"

// TestIndependentCases383 runs held-out set 383: a data-pipeline agent's day (pgx, modernc sqlite, nginx, Go net/http and os, MCP servers via three clients, openai-go and anthropic-sdk-go), captured live, labelled blind.
func TestIndependentCases383(t *testing.T) {
	runIndependent(t, "testdata/independent383.jsonl", false)
}
