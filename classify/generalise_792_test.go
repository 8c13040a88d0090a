package classify

import "testing"

// First run at 36afd3b: 36/36 overall, 18/18 tricky.
// TestIndependentCases792 runs held-out set 792: documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Maps, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases792(t *testing.T) {
	runIndependent(t, "testdata/independent792.jsonl", true)
}
