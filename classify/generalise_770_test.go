package classify

import "testing"

// First run at c2becf6: 35/36 overall, 25/26 tricky.
// Tolerated: i770-ddb-cond-create: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise, kept on purpose; same split as i604-ddb-cond-create and i645-ddb-condcheck-put): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases770 runs held-out set 770: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases770(t *testing.T) {
	runIndependent(t, "testdata/independent770.jsonl", true, "i770-ddb-cond-create")
}
