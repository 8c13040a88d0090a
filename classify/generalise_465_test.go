package classify

import "testing"

// TestIndependentCases465 runs held-out set 465: Slack, GitHub, Stripe and Kubernetes (second draw), from the vendors' docs, labelled blind.
func TestIndependentCases465(t *testing.T) {
	runIndependent(t, "testdata/independent465.jsonl", false)
}
