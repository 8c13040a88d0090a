package classify

import "testing"

// TestIndependentCases643 runs held-out set 643: documented raw HTTP responses across vendors (AWS, Google, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, RFC 9110), labelled blind.
func TestIndependentCases643(t *testing.T) {
	runIndependent(t, "testdata/independent643.jsonl", false)
}
