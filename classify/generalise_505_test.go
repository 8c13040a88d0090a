package classify

import "testing"

// TestIndependentCases505 runs held-out set 505: a customer-onboarding agent's day across pgx, modernc sqlite, nginx, Go net/http and os, the MCP reference servers and the OpenAI/Anthropic Go SDKs, captured live, labelled blind.
func TestIndependentCases505(t *testing.T) {
	runIndependent(t, "testdata/independent505.jsonl", false)
}
