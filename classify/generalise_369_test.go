package classify

import "testing"

// TestIndependentCases369 runs held-out set 369: Slack, GitHub, Stripe and Kubernetes long tail, from the vendors' docs, labelled blind.
func TestIndependentCases369(t *testing.T) {
	runIndependent(t, "testdata/independent369.jsonl", false)
}
