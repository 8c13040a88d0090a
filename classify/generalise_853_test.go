package classify

import "testing"

// TestIndependentCases853 runs held-out set 853: documented broad mix (AWS, gRPC/Google, pgx, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go stdlib, HTTP), labelled blind.
func TestIndependentCases853(t *testing.T) {
	runIndependent(t, "testdata/independent853.jsonl", false)
}
