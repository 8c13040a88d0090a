package classify

import "testing"

// TestIndependentCases696 runs held-out set 696: documented mix as raw HTTP responses (AWS, Google, PostgREST, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
// First run at 90fc7a8: 33/34 overall, 19/20 tricky.
// Tolerated: i696-ddb-condcheck: conflict vs premise (aws.go code table and taxonomy AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i570-ddb-cond-put): with attribute_not_exists the failed check proves the item already exists (conflict), but the raw response names only the code and "The conditional request failed", and for an update guard the same code means a believed state is false (premise).
func TestIndependentCases696(t *testing.T) {
	runIndependent(t, "testdata/independent696.jsonl", true, "i696-ddb-condcheck")
}
