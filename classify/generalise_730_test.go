package classify

import "testing"

// First run at c0d57c5: 34/34 overall, 19/19 tricky.
//
// TestIndependentCases730 runs held-out set 730: documented mix written as raw HTTP responses (AWS, Google/gRPC, PostgREST, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases730(t *testing.T) {
	runIndependent(t, "testdata/independent730.jsonl", true)
}
