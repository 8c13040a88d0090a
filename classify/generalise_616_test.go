package classify

import "testing"

// First run at 2e03482: 34/34 overall, 20/20 tricky.
//
// TestIndependentCases616 runs held-out set 616: documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, Maps, Kubernetes, MCP, Go), labelled blind.
func TestIndependentCases616(t *testing.T) {
	runIndependent(t, "testdata/independent616.jsonl", true)
}
