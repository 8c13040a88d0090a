package classify

import "testing"

// TestIndependentCases838 runs held-out set 838: documented raw HTTP responses across vendors (AWS, Google, PostgreSQL, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases838(t *testing.T) {
	runIndependent(t, "testdata/independent838.jsonl", false)
}
