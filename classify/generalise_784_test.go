package classify

import "testing"

// First run at 00747ce: 37/40 overall, 18/21 tricky.
// Tolerated: i784-dynamodb-conditional-create: conflict vs premise (the ConditionalCheckFailed ruling in docs/taxonomy.md, aws.go awsCodes): the create-only attribute_not_exists guard lives in the request, not the text; even the ALL_OLD item in the body shows only that an item exists, which a failed version guard returns too, so both readings hold.
// Tolerated: i784-http-202-pending: ambiguous vs transient (the 202 Accepted ruling in httppreset.go and docs/taxonomy.md: not ready, ask again): the call worked but its result is not yet usable, and time is the variable that makes it so, so both readings hold.
// Tolerated: i784-k8s-object-modified: premise vs transient (the Kubernetes ruling in docs/taxonomy.md and codes.go: "the object has been modified" is transient, client-go's RetryOnConflict): labelled here as a stale copy, as sets 125, 136 and 325 did; the ruling stands.
//
// TestIndependentCases784 runs held-out set 784: documented raw HTTP responses across vendors (AWS, gRPC/Google, PostgREST, OpenAI, Anthropic, RFC 9110, GitHub, Slack, Stripe, Kubernetes, MCP), labelled blind.
func TestIndependentCases784(t *testing.T) {
	runIndependent(t, "testdata/independent784.jsonl", true,
		"i784-dynamodb-conditional-create",
		"i784-http-202-pending",
		"i784-k8s-object-modified",
	)
}
