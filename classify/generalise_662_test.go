package classify

import "testing"

// TestIndependentCases662 runs held-out set 662: documented raw HTTP responses across vendors (AWS, Google, Stripe, GitHub, Slack, OpenAI, Anthropic, Kubernetes, MCP, RFC 9110), labelled blind.
// First run at ef6d0ad: 34/34 overall, 18/18 tricky.
func TestIndependentCases662(t *testing.T) {
	runIndependent(t, "testdata/independent662.jsonl", true)
}
