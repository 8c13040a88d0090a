package classify

import "testing"

// TestIndependentCases694 runs held-out set 694: documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go), labelled blind.
func TestIndependentCases694(t *testing.T) {
	runIndependent(t, "testdata/independent694.jsonl", false)
}
