package classify

import "testing"

// First run at 670052e: 31/33 overall, 14/16 tricky.
// Tolerated: i751-ddb-putitem-condfail: conflict vs premise (the ConditionalCheckFailed ruling, docs/taxonomy.md AWS table, classify/aws.go): the attribute_not_exists guard lives in the request, not the printed text, which is the same for an update's failed version guard (premise), so both readings hold for these words.
// Tolerated: i751-k8s-optimistic-lock: premise vs transient (the Kubernetes ruling, docs/taxonomy.md, codes.go k8sModifiedReason, TestKubernetesModifiedRuling): a stale resourceVersion reads as a stale copy to re-read (premise), while the API's own "try again" and client-go's RetryOnConflict, which re-reads on each attempt, support transient.
//
// TestIndependentCases751 runs held-out set 751: documented mid-plan failures (AWS, gRPC, PostgreSQL, SQLite, OpenAI, Anthropic, Kubernetes, GitHub, Stripe, MCP, Go), labelled blind.
func TestIndependentCases751(t *testing.T) {
	runIndependent(t, "testdata/independent751.jsonl", true, "i751-ddb-putitem-condfail", "i751-k8s-optimistic-lock")
}
