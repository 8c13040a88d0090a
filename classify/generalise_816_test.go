package classify

import "testing"

// TestIndependentCases816 runs held-out set 816: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP, Go stdlib), labelled blind.
// First run at 82e439e: 34/35 overall, 13/14 tricky.
// Tolerated: i816-ddb-condcheck: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i604-ddb-cond-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
func TestIndependentCases816(t *testing.T) {
	runIndependent(t, "testdata/independent816.jsonl", true, "i816-ddb-condcheck")
}
