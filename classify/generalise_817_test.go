package classify

import "testing"

// TestIndependentCases817 runs held-out set 817: a documented mix of raw HTTP responses (AWS, Google, PostgREST, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases817(t *testing.T) {
	runIndependent(t, "testdata/independent817.jsonl", false)
}
