package classify

import "testing"

// TestIndependentCases503 runs held-out set 503: Slack, GitHub, Stripe and Kubernetes failures (fifth draw), from the vendors' docs, labelled blind.
func TestIndependentCases503(t *testing.T) {
	runIndependent(t, "testdata/independent503.jsonl", false)
}
