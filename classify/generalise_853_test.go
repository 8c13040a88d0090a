package classify

import "testing"

// TestIndependentCases853 runs held-out set 853: documented broad mix (AWS, gRPC/Google, pgx, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go stdlib, HTTP), labelled blind.
// First run at bc54dc97: 31/32 overall, 12/13 tricky.
// Tolerated: i853-ddb-cond-create: conflict vs premise (docs/taxonomy.md AWS table, "the ConditionalCheckFailed ruling, kept on purpose", and the aws.go code table: ConditionalCheckFailedException "means the asserted condition is false", premise): with attribute_not_exists the failed guard proves the item already exists (conflict), but the printed text does not show which condition was asserted, and for a version guard the same text means a believed state is false (premise); a create-only tool can declare conflict with a rung.Rule.
func TestIndependentCases853(t *testing.T) {
	runIndependent(t, "testdata/independent853.jsonl", true, "i853-ddb-cond-create")
}
