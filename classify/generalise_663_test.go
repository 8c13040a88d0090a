package classify

import "testing"

// First run at 4f7b14a: 33/34 overall, 20/21 tricky.
// Tolerated: i663-ddb-condcheck: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i604-ddb-cond-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases663 runs held-out set 663: documented broad mix (AWS, Google/gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, geocoding, Kubernetes, MCP), labelled blind.
func TestIndependentCases663(t *testing.T) {
	runIndependent(t, "testdata/independent663.jsonl", true, "i663-ddb-condcheck")
}
