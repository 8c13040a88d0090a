package classify

import "testing"

// TestIndependentCases828 runs held-out set 828: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases828(t *testing.T) {
	runIndependent(t, "testdata/independent828.jsonl", false)
}
