package classify

import "testing"

// TestIndependentCases847 runs held-out set 847: documented failures as raw HTTP responses across vendors (AWS, Google, PostgREST, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, RFC 9110), labelled blind.
func TestIndependentCases847(t *testing.T) {
	runIndependent(t, "testdata/independent847.jsonl", false)
}
