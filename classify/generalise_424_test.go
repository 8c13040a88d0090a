package classify

import "testing"

// TestIndependentCases424 runs held-out set 424: Slack, GitHub, Stripe and Kubernetes failures on named operations, from the vendors' docs, labelled blind.
func TestIndependentCases424(t *testing.T) {
	runIndependent(t, "testdata/independent424.jsonl", false)
}
