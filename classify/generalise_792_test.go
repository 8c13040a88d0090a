package classify

import "testing"

// TestIndependentCases792 runs held-out set 792: documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Maps, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases792(t *testing.T) {
	runIndependent(t, "testdata/independent792.jsonl", false)
}
