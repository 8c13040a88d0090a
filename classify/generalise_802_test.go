package classify

import "testing"

// First run at 65aa936: 32/33 overall, 15/16 tricky.
// Tolerated: i802-ddb-cond-create: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise, kept on purpose; same split as i538-ddb-condcheck-create and i604-ddb-cond-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases802 runs held-out set 802: documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Maps, Kubernetes, MCP, Go, HTTP) as Go SDKs print them, labelled blind.
func TestIndependentCases802(t *testing.T) {
	runIndependent(t, "testdata/independent802.jsonl", true, "i802-ddb-cond-create")
}
