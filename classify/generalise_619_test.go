package classify

import "testing"

// First run at e49887c: 32/32 overall, 15/15 tricky.
// TestIndependentCases619 runs held-out set 619: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go), labelled blind.
func TestIndependentCases619(t *testing.T) {
	runIndependent(t, "testdata/independent619.jsonl", true)
}
