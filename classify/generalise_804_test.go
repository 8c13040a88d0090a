package classify

import "testing"

// TestIndependentCases804 runs held-out set 804: documented raw HTTP responses across vendors (AWS, Google, PostgREST, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases804(t *testing.T) {
	runIndependent(t, "testdata/independent804.jsonl", false)
}
