package classify

import "testing"

// TestIndependentCases570 runs held-out set 570: documented mix (AWS, gRPC, PostgreSQL, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go), labelled blind.
// First run at 0a0d0dc: 29/30 overall, 14/15 tricky.
// Tolerated: i570-ddb-cond-put: conflict vs premise (aws.go code table and taxonomy AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
func TestIndependentCases570(t *testing.T) {
	runIndependent(t, "testdata/independent570.jsonl", true, "i570-ddb-cond-put")
}
