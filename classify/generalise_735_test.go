package classify

import "testing"

// TestIndependentCases735 runs held-out set 735: documented mix (AWS, gRPC/Google, pgx, sqlite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases735(t *testing.T) {
	runIndependent(t, "testdata/independent735.jsonl", false)
}
