package classify

import "testing"

// First run at 5ccec97: 30/30 overall, 15/15 tricky.
// TestIndependentCases556 runs held-out set 556: a live customer-support agent day with payments (pgx/PostgreSQL, modernc SQLite, nginx, Stripe/Zendesk/Slack/Twilio/SendGrid bodies, openai-go, anthropic-sdk-go, MCP servers), labelled blind.
func TestIndependentCases556(t *testing.T) {
	runIndependent(t, "testdata/independent556.jsonl", true)
}
