package classify

import "testing"

// TestIndependentCases484 runs held-out set 484: Slack, GitHub, Stripe and Kubernetes failures (fourth draw), from the vendors' docs, labelled blind.
func TestIndependentCases484(t *testing.T) {
	runIndependent(t, "testdata/independent484.jsonl", false)
}
