package classify

import "testing"

// TestIndependentCases617 runs held-out set 617: documented mix (AWS, Google, PostgREST, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP) as raw HTTP responses, labelled blind.
func TestIndependentCases617(t *testing.T) {
	runIndependent(t, "testdata/independent617.jsonl", false)
}
