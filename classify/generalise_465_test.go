package classify

import "testing"

// TestIndependentCases465 runs held-out set 465: Slack, GitHub, Stripe and Kubernetes (second draw), from the vendors' docs, labelled blind.
// First run at 47031ac: 33/35 overall, 25/27 tricky.
// Tolerated: i465-stripe-400-pi-already-succeeded: premise vs conflict (docs/taxonomy.md rules Stripe's *_unexpected_state premise, naming "a PaymentIntent already succeeded"; sets 281 and 445 tolerate the same text): the confirm-after-success case, where the payment the step was to make already exists.
// Tolerated: i465-k8s-409-object-modified: transient vs premise (the Kubernetes ruling in docs/taxonomy.md; set 465 joins 125, 136 and 342): a stale resourceVersion, read here like RFC 412 as a belief to refresh, while the ruling follows client-go's RetryOnConflict.
func TestIndependentCases465(t *testing.T) {
	runIndependent(t, "testdata/independent465.jsonl", true, "i465-stripe-400-pi-already-succeeded", "i465-k8s-409-object-modified")
}
