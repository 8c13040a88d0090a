package classify

import "testing"

// TestIndependentCases470 runs held-out set 470: Slack, GitHub, Stripe and Kubernetes failures (third draw), from the vendors' docs, labelled blind.
func TestIndependentCases470(t *testing.T) {
	runIndependent(t, "testdata/independent470.jsonl", false)
}
