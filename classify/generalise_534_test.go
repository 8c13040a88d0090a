package classify

import "testing"

// TestIndependentCases534 runs held-out set 534: a support-ticket triage agent's day (pgx, modernc sqlite, nginx, net/http/os, MCP reference servers, openai-go, anthropic-sdk-go), captured live, labelled blind.
func TestIndependentCases534(t *testing.T) {
	runIndependent(t, "testdata/independent534.jsonl", false)
}
