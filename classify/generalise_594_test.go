package classify

import "testing"

// First run at e0362e5: 36/36 overall, 19/19 tricky.
// TestIndependentCases594 runs held-out set 594: documented long-tail failures (rare HTTP statuses, AWS, gRPC, PostgreSQL, Stripe, GitHub, Slack, Kubernetes, MCP, LLM APIs, Go), labelled blind.
func TestIndependentCases594(t *testing.T) {
	runIndependent(t, "testdata/independent594.jsonl", true)
}
