package classify

import "testing"

// TestIndependentCases571 runs held-out set 571: documented failures across AWS, gRPC/Google, PostgreSQL, OpenAI, Anthropic, HTTP, GitHub, Stripe, maps, Kubernetes, MCP and Go, labelled blind.
func TestIndependentCases571(t *testing.T) {
	runIndependent(t, "testdata/independent571.jsonl", false)
}
