package classify

import "testing"

// TestIndependentCases708 runs held-out set 708: documented raw HTTP responses across vendors (AWS, Google/gRPC, PostgreSQL, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases708(t *testing.T) {
	runIndependent(t, "testdata/independent708.jsonl", false)
}
