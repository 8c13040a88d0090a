package classify

import "testing"

// TestIndependentCases769 runs held-out set 769: documented raw HTTP responses across vendors (AWS, gRPC, Google, PostgREST, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases769(t *testing.T) {
	runIndependent(t, "testdata/independent769.jsonl", false)
}
