package classify

import "testing"

// TestIndependentCases841 runs held-out set 841: documented mid-plan failures across AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP and Go stdlib, labelled blind.
func TestIndependentCases841(t *testing.T) {
	runIndependent(t, "testdata/independent841.jsonl", false)
}
