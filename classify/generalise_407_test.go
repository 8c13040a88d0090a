package classify

import "testing"

// TestIndependentCases407 runs held-out set 407: the dev sample's vendors' everyday failures (second fresh draw), from the vendors' docs, labelled blind.
func TestIndependentCases407(t *testing.T) {
	runIndependent(t, "testdata/independent407.jsonl", false)
}
