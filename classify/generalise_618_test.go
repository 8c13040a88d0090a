package classify

import "testing"

// TestIndependentCases618 runs held-out set 618: Stripe card declines, idempotency, Connect and balance errors and Slack Web API error codes (stripe-go, slack-go, slack_sdk, @slack/web-api), labelled blind.
func TestIndependentCases618(t *testing.T) {
	runIndependent(t, "testdata/independent618.jsonl", false)
}
