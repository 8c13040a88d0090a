package classify

import (
	"testing"
	"time"
)

// TestIndependentCases137 runs held-out set 137: 35 documented failures in the
// dev sample's proportions from services earlier sets did not favour (AWS KMS,
// SSM, SNS, SQS, EC2 via aws-sdk-go-v2; grpc-go; BigQuery via googleapi;
// PostgreSQL via pgx; OpenAI; Anthropic; RFC 6585/9110; GitHub via go-github;
// Slack via slack-go; Stripe via stripe-go; Kubernetes via client-go; MCP
// server-filesystem and the TypeScript SDK's McpServer; Go net), each message in
// the form its usual Go client prints it, labelled blind from each service's
// own docs or sources (quoted in evidence).
// First run at f5ba0b4: 35/35 overall, 22/22 tricky. Nothing fixed: no miss.
// Tolerated: none.
func TestIndependentCases137(t *testing.T) {
	runIndependent(t, "testdata/independent137.jsonl", true)
}

// TestGeneralise137RateReset checks the wait set 137's writer noticed was
// not taken from the text: a limit's window named by when it refills
// (go-github's RateLimitError appends "[rate reset in 17m12s]"; a service's
// "Limit resets in 30 seconds"). A reset in the past gives no wait.
func TestGeneralise137RateReset(t *testing.T) {
	for _, tc := range []struct {
		status int
		msg    string
		want   time.Duration // 0: no wait taken
	}{
		{403, "GET https://api.github.com/repos/acme/api/pulls: 403 API rate limit exceeded for installation ID 4471. [rate reset in 17m12s]", 17*time.Minute + 12*time.Second},
		{429, "Rate limit exceeded. Limit resets in 30 seconds.", 30 * time.Second},
		{403, "GET https://api.github.com/repos/acme/api/pulls: 403 API rate limit exceeded for installation ID 4471. [rate limit was reset 3s ago]", 0},
	} {
		r := Classify(Input{Protocol: "http", Status: tc.status, Message: tc.msg})
		if r.HasRetryAfter != (tc.want > 0) || r.RetryAfter != tc.want {
			t.Errorf("%q: retry after %v (%v), want %v", tc.msg, r.RetryAfter, r.HasRetryAfter, tc.want)
		}
	}
}
