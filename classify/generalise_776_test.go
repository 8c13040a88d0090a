package classify

import "testing"

// First run at 5cf5c60: 32/32 overall, 16/16 tricky.
// TestIndependentCases776 runs held-out set 776: documented failures across AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP and Go stdlib as their Go clients print them, labelled blind.
func TestIndependentCases776(t *testing.T) {
	runIndependent(t, "testdata/independent776.jsonl", true)
}
