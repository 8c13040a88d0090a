package classify

import "testing"

// TestIndependentCases604 runs held-out set 604: documented mix (AWS, gRPC/Google, PostgreSQL, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go), labelled blind.
func TestIndependentCases604(t *testing.T) {
	runIndependent(t, "testdata/independent604.jsonl", false)
}
