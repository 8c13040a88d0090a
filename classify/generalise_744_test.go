package classify

import "testing"

// TestIndependentCases744 runs held-out set 744: documented mix of raw HTTP responses (AWS, Google, PostgREST, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases744(t *testing.T) {
	runIndependent(t, "testdata/independent744.jsonl", false)
}
