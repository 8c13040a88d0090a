package classify

import "testing"

// TestIndependentCases678 runs held-out set 678: documented raw HTTP responses (AWS, Google, Stripe, GitHub, Slack, OpenAI, Anthropic, Kubernetes, PostgREST, gRPC, MCP, geocoding, RFC 9110), labelled blind.
// First run at ff5fc7d: 34/34 overall, 18/18 tricky.
func TestIndependentCases678(t *testing.T) {
	runIndependent(t, "testdata/independent678.jsonl", true)
}
