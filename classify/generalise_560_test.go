package classify

import "testing"

// First run at 6d08fee: 32/33 overall, 19/20 tricky.
// Tolerated: i560-ddb-putitem-condcheck: conflict vs premise (aws.go code table and taxonomy AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split tolerated for i530-aws-dynamodb-conditional-create, i538-ddb-condcheck-create, i548-ddb-transact-ccf and i555-ddb-put-condcheck): with attribute_not_exists the failed condition proves the item already exists (conflict), but the printed text does not say which condition was asserted, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases560 runs held-out set 560: documented failures from common cloud, payment, SaaS, database and Go software, labelled blind.
func TestIndependentCases560(t *testing.T) {
	runIndependent(t, "testdata/independent560.jsonl", true, "i560-ddb-putitem-condcheck")
}
