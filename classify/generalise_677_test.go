package classify

import "testing"

// TestIndependentCases677 runs held-out set 677: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go stdlib, HTTP), labelled blind.
func TestIndependentCases677(t *testing.T) {
	runIndependent(t, "testdata/independent677.jsonl", false)
}
