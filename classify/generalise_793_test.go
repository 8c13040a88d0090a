package classify

import "testing"

// TestIndependentCases793 runs held-out set 793: documented raw HTTP responses across vendors (AWS, gRPC/Google, PostgreSQL, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases793(t *testing.T) {
	runIndependent(t, "testdata/independent793.jsonl", false)
}
