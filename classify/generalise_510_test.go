package classify

import "testing"

// TestIndependentCases510 runs held-out set 510: Slack, GitHub, Stripe and Kubernetes API failures (sixth draw), from the vendors' docs, labelled blind.
func TestIndependentCases510(t *testing.T) {
	runIndependent(t, "testdata/independent510.jsonl", false)
}
