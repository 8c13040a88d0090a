package classify

import "testing"

// TestIndependentCases800 runs held-out set 800: documented broad mix (AWS, Google/gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, Go, GitHub, Slack, Stripe, Kubernetes, MCP), labelled blind.
func TestIndependentCases800(t *testing.T) {
	runIndependent(t, "testdata/independent800.jsonl", false)
}
