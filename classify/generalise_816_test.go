package classify

import "testing"

// TestIndependentCases816 runs held-out set 816: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases816(t *testing.T) {
	runIndependent(t, "testdata/independent816.jsonl", false)
}
