package classify

import "testing"

// TestIndependentCases715 runs held-out set 715: documented raw HTTP responses across vendors (AWS, gRPC, PostgreSQL, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases715(t *testing.T) {
	runIndependent(t, "testdata/independent715.jsonl", false)
}
