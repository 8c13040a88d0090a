package classify

import "testing"

// TestIndependentCases405 runs held-out set 405: the dev sample's vendor mix, long tail (fourth draw), from the vendors' docs, labelled blind.
func TestIndependentCases405(t *testing.T) {
	runIndependent(t, "testdata/independent405.jsonl", false)
}
