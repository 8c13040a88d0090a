package classify

import "testing"

// TestIndependentCases736 runs held-out set 736: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go), labelled blind.
func TestIndependentCases736(t *testing.T) {
	runIndependent(t, "testdata/independent736.jsonl", false)
}
