package classify

import "testing"

// TestIndependentCases770 runs held-out set 770: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases770(t *testing.T) {
	runIndependent(t, "testdata/independent770.jsonl", false)
}
