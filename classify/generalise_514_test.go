package classify

import "testing"

// TestIndependentCases514 runs held-out set 514: dev-sample vendor mix, second-month failures (HTTP APIs, AWS, PostgreSQL, gRPC/Google Cloud, Anthropic, Go, MCP, OpenAI), from the vendors' docs, labelled blind.
// First run at 22ab850: 29/30 overall, 23/24 tricky.
// Tolerated: i514-k8s-409-object-modified: premise vs transient (the Kubernetes ruling, docs/taxonomy.md "The Kubernetes ruling", codes.go k8sModifiedReason): client-go's RetryOnConflict re-reads and retries, so a split of opinion, not a class gap.
func TestIndependentCases514(t *testing.T) {
	runIndependent(t, "testdata/independent514.jsonl", true, "i514-k8s-409-object-modified")
}
