package classify

import "testing"

// TestIndependentCases417 runs held-out set 417: commerce platforms' long tail, from the vendors' docs, labelled blind.
func TestIndependentCases417(t *testing.T) {
	runIndependent(t, "testdata/independent417.jsonl", false)
}
