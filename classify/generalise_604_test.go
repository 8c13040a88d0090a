package classify

import "testing"

// First run at c34369f: 30/32 overall, 21/23 tricky.
// Tolerated: i604-ddb-cond-create: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i588-aws-ddb-conditional-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
// Tolerated: i604-gmaps-request-denied: denied vs premise (my label was wrong, (c): Google Maps' "This API project is not authorized to use this API." means the API is not enabled on the project, project setup, premise, as httppreset.go statusField reads REQUEST_DENIED with "not authorized to use this api" (set 92, generalise_92_test.go "maps api not enabled"); I labelled the same situation premise for i604-pubsub-api-disabled).
func TestIndependentCases604(t *testing.T) {
	runIndependent(t, "testdata/independent604.jsonl", true,
		"i604-ddb-cond-create", "i604-gmaps-request-denied")
}
