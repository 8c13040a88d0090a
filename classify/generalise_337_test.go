package classify

import "testing"

// TestIndependentCases337 runs held-out set 337: a finance back-office agent's day (pgx, SQLite, nginx, net/http and os, MCP servers, openai-go, anthropic-sdk-go), captured live, labelled blind.
func TestIndependentCases337(t *testing.T) {
	runIndependent(t, "testdata/independent337.jsonl", false)
}
