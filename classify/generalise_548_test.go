package classify

import "testing"

// TestIndependentCases548 runs held-out set 548: AWS core services as aws-sdk-go-v2 prints them, labelled blind.
// First run at b78e9c0: 31/32 overall, 18/19 tricky.
// Tolerated: i548-ddb-transact-ccf: conflict vs premise (taxonomy AWS TransactionCanceledException row and aws.go code table: a ConditionalCheckFailed cancellation reason is premise, "means the asserted condition is false"; same split tolerated for i530-aws-dynamodb-conditional-create and i538-ddb-condcheck-create): with attribute_not_exists the failed condition proves the item already exists (conflict), but the printed reasons do not say which condition was asserted, and for an update guard the same reason means a believed state is false (premise).
func TestIndependentCases548(t *testing.T) {
	runIndependent(t, "testdata/independent548.jsonl", true, "i548-ddb-transact-ccf")
}
