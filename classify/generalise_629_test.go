package classify

import "testing"

// TestIndependentCases629 runs held-out set 629: a documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, geocoding, Kubernetes, MCP, Go, WebDAV) weighted to mid-plan failures, labelled blind.
// First run at a13d74c: 33/34 overall, 19/20 tricky.
// Tolerated: i629-ddb-putitem-condcheck: conflict vs premise (aws.go code table and docs/taxonomy.md AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split tolerated for i604-ddb-cond-create, i608-boto-ddb-ccf-create and i622-ddb-putitem-notexists): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
func TestIndependentCases629(t *testing.T) {
	runIndependent(t, "testdata/independent629.jsonl", true, "i629-ddb-putitem-condcheck")
}
