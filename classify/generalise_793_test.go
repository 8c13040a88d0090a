package classify

import "testing"

// TestIndependentCases793 runs held-out set 793: 34 documented failures
// written as raw HTTP responses the way an agent's HTTP tool returns them
// (AWS, gRPC/Google, PostgreSQL, OpenAI, Anthropic, RFC 9110/6750, GitHub,
// Slack, Stripe, geocoding, Kubernetes, MCP), about half tricky (a 200 with
// an error inside, a 403 that is a rate limit or a state, a 202 not done),
// labelled blind from the vendors' docs.
//
// First run at 2905b3c: 34/34 overall, 18/18 tricky.
func TestIndependentCases793(t *testing.T) {
	runIndependent(t, "testdata/independent793.jsonl", true)
}
