package classify

import "testing"

// TestIndependentCases473 runs held-out set 473: the dev sample's vendors' everyday failures (sixth draw), from the vendors' docs, labelled blind.
// First run at 5f42796: 35/35 overall, 19/19 tricky.
// Tolerated: none.
func TestIndependentCases473(t *testing.T) {
	runIndependent(t, "testdata/independent473.jsonl", true)
}
