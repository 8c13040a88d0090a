package classify

import "testing"

// First run at 9e96b36: 32/32 overall, 16/16 tricky.
//
// TestIndependentCases635 runs held-out set 635: documented raw HTTP responses across vendors (AWS, gRPC/Google, PostgREST, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases635(t *testing.T) {
	runIndependent(t, "testdata/independent635.jsonl", true)
}
