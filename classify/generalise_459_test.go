package classify

import "testing"

// TestIndependentCases459 runs held-out set 459: a research-assistant agent's day (pgx, modernc sqlite, nginx, net/http and os, MCP reference servers, openai-go, anthropic-sdk-go), captured live, labelled blind.
func TestIndependentCases459(t *testing.T) {
	runIndependent(t, "testdata/independent459.jsonl", false)
}
