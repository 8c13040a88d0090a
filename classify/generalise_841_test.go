package classify

import "testing"

// TestIndependentCases841 runs held-out set 841: documented mid-plan failures across AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP and Go stdlib, labelled blind.
// First run at bd3228b0: 33/34 overall, 13/14 tricky.
// Tolerated: i841-ddb-condcheck-create: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise, kept on purpose; same split as i538-ddb-condcheck-create and i604-ddb-cond-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
func TestIndependentCases841(t *testing.T) {
	runIndependent(t, "testdata/independent841.jsonl", true, "i841-ddb-condcheck-create")
}
