package classify

import "testing"

// TestIndependentCases867 runs held-out set 867: documented failures as raw HTTP responses (AWS, Google, PostgREST, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, RFC 9110), labelled blind.
func TestIndependentCases867(t *testing.T) {
	runIndependent(t, "testdata/independent867.jsonl", false)
}
