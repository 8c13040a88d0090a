package classify

import "testing"

// TestIndependentCases838 runs held-out set 838: documented raw HTTP responses across vendors (AWS, Google, PostgreSQL, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
// First run at cd699c8: 37/37 overall, 18/18 tricky.
func TestIndependentCases838(t *testing.T) {
	runIndependent(t, "testdata/independent838.jsonl", true)
}
