package classify

import "testing"

// TestIndependentCases678 runs held-out set 678: documented raw HTTP responses (AWS, Google, Stripe, GitHub, Slack, OpenAI, Anthropic, Kubernetes, PostgREST, gRPC, MCP, geocoding, RFC 9110), labelled blind.
func TestIndependentCases678(t *testing.T) {
	runIndependent(t, "testdata/independent678.jsonl", false)
}
