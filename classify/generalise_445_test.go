package classify

import "testing"

// TestIndependentCases445 runs held-out set 445: Stripe and Kubernetes in depth, from the vendors' docs, labelled blind.
func TestIndependentCases445(t *testing.T) {
	runIndependent(t, "testdata/independent445.jsonl", false)
}
