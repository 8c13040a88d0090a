package classify

import "testing"

// TestIndependentCases570 runs held-out set 570: documented mix (AWS, gRPC, PostgreSQL, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go), labelled blind.
func TestIndependentCases570(t *testing.T) {
	runIndependent(t, "testdata/independent570.jsonl", false)
}
