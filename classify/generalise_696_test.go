package classify

import "testing"

// TestIndependentCases696 runs held-out set 696: documented mix as raw HTTP responses (AWS, Google, PostgREST, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases696(t *testing.T) {
	runIndependent(t, "testdata/independent696.jsonl", false)
}
