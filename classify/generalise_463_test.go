package classify

import "testing"

// TestIndependentCases463 runs held-out set 463: an inventory agent's day (pgx, modernc sqlite, nginx, net/http+os, MCP servers, openai-go, anthropic-sdk-go), captured live, labelled blind.
func TestIndependentCases463(t *testing.T) {
	runIndependent(t, "testdata/independent463.jsonl", false)
}
