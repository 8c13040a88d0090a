package classify

import "testing"

// TestIndependentCases473 runs held-out set 473: the dev sample's vendors' everyday failures (sixth draw), from the vendors' docs, labelled blind.
func TestIndependentCases473(t *testing.T) {
	runIndependent(t, "testdata/independent473.jsonl", false)
}
