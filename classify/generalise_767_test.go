package classify

import "testing"

// TestIndependentCases767 runs held-out set 767: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases767(t *testing.T) {
	runIndependent(t, "testdata/independent767.jsonl", false)
}
