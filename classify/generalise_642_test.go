package classify

import "testing"

// First run at d0585ba: 32/33 overall, 21/22 tricky.
// Tolerated: i642-ddb-condcheck: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i604-ddb-cond-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases642 runs held-out set 642: a documented mix of AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP and Go stdlib failures as the Go SDKs print them, labelled blind.
func TestIndependentCases642(t *testing.T) {
	runIndependent(t, "testdata/independent642.jsonl", true, "i642-ddb-condcheck")
}
