package classify

import "testing"

// TestIndependentCases805 runs held-out set 805: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases805(t *testing.T) {
	runIndependent(t, "testdata/independent805.jsonl", false)
}
