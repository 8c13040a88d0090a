package classify

import "testing"

// TestIndependentCases622 runs held-out set 622: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go), labelled blind.
func TestIndependentCases622(t *testing.T) {
	runIndependent(t, "testdata/independent622.jsonl", false)
}
