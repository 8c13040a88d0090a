package classify

import "testing"

// TestIndependentCases546 runs held-out set 546: everyday SaaS APIs (Slack, GitHub, Stripe, Twilio, SendGrid, Shopify, Jira, Notion, Zendesk, HubSpot, Kubernetes), labelled blind.
func TestIndependentCases546(t *testing.T) {
	runIndependent(t, "testdata/independent546.jsonl", false)
}
