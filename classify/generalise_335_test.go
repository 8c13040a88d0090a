package classify

import "testing"

// TestIndependentCases335 runs held-out set 335: GitHub, Slack, Stripe and Kubernetes raw error bodies, from the vendors' docs, labelled blind.
func TestIndependentCases335(t *testing.T) {
	runIndependent(t, "testdata/independent335.jsonl", false)
}
