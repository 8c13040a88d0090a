package classify

import "testing"

// TestIndependentCases839 runs held-out set 839: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Slack, Stripe, Maps, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases839(t *testing.T) {
	runIndependent(t, "testdata/independent839.jsonl", false)
}
