package classify

import "testing"

// TestIndependentCases857 runs held-out set 857: documented raw HTTP responses (AWS, Google, PostgREST, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases857(t *testing.T) {
	runIndependent(t, "testdata/independent857.jsonl", false)
}
