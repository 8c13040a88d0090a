package classify

import "testing"

// TestIndependentCases394 runs held-out set 394: Google APIs long tail (third draw), from the vendors' docs, labelled blind.
func TestIndependentCases394(t *testing.T) {
	runIndependent(t, "testdata/independent394.jsonl", false)
}
