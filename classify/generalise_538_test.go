package classify

import "testing"

// TestIndependentCases538 runs held-out set 538: documented mix (AWS, GCP, Stripe, GitHub, Slack, Twilio, OpenAI, Anthropic, PostgreSQL, SQLite, Kubernetes, MCP), labelled blind.
func TestIndependentCases538(t *testing.T) {
	runIndependent(t, "testdata/independent538.jsonl", false)
}
