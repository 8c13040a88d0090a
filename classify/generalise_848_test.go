package classify

import "testing"

// TestIndependentCases848 runs held-out set 848: documented broad mix (AWS, Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go, HTTP), labelled blind.
func TestIndependentCases848(t *testing.T) {
	runIndependent(t, "testdata/independent848.jsonl", false)
}
