package classify

import "testing"

// TestIndependentCases578 runs held-out set 578: documented failures across AWS, gRPC/Google, PostgreSQL, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP and Go stdlib, labelled blind.
// First run at ded3904: 34/34 overall, 25/25 tricky.
func TestIndependentCases578(t *testing.T) {
	runIndependent(t, "testdata/independent578.jsonl", true)
}
