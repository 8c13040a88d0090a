package classify

import "testing"

// TestIndependentCases714 runs held-out set 714: documented mid-plan failures (missing resources, landed-or-not writes, held locks, batch limits, expired credentials) across AWS, gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Slack, Stripe, geocoding, Kubernetes, MCP and Go, labelled blind.
// First run at 9b326d6: 33/35 overall, 22/24 tricky.
// Tolerated: i714-ddb-cond-put: conflict vs premise (docs/taxonomy.md AWS table, "the ConditionalCheckFailed ruling, kept on purpose"; codes in classify/aws.go): the attribute_not_exists guard is in the request, not in the printed text, so the create-only reading (conflict) and the stale-guard reading (premise) both hold for the same words.
// Fixed later by the lead: i714-openai-model-missing (modelaccess.go fineTunedModel: a fine-tuned model id that is not there is premise).
func TestIndependentCases714(t *testing.T) {
	runIndependent(t, "testdata/independent714.jsonl", true, "i714-ddb-cond-put")
}
