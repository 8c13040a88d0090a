package classify

import "testing"

// TestIndependentCases784 runs held-out set 784: documented raw HTTP responses across vendors (AWS, gRPC/Google, PostgREST, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, Kubernetes, MCP), labelled blind.
func TestIndependentCases784(t *testing.T) {
	runIndependent(t, "testdata/independent784.jsonl", false)
}
