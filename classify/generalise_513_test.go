package classify

import "testing"

// TestIndependentCases513 runs held-out set 513: a travel-booking agent's day across pgx, modernc sqlite, nginx, Go os, MCP servers and the OpenAI/Anthropic SDKs, captured live, labelled blind.
func TestIndependentCases513(t *testing.T) {
	runIndependent(t, "testdata/independent513.jsonl", false)
}
