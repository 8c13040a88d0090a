package classify

import "testing"

// TestIndependentCases400 runs held-out set 400: Kubernetes and cloud-native long tail, from the vendors' docs, labelled blind.
func TestIndependentCases400(t *testing.T) {
	runIndependent(t, "testdata/independent400.jsonl", false)
}
