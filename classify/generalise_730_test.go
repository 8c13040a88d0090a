package classify

import "testing"

// TestIndependentCases730 runs held-out set 730: documented mix written as raw HTTP responses (AWS, Google/gRPC, PostgREST, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases730(t *testing.T) {
	runIndependent(t, "testdata/independent730.jsonl", false)
}
