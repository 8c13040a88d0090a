package classify

import "testing"

// First run at 1156ea8: 33/34 overall, 16/17 tricky.
// Tolerated: i743-ddb-condcheck-create: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i604-ddb-cond-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases743 runs held-out set 743: documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Stripe, Kubernetes, MCP, Go) as the Go SDKs print them, labelled blind.
func TestIndependentCases743(t *testing.T) {
	runIndependent(t, "testdata/independent743.jsonl", true, "i743-ddb-condcheck-create")
}
