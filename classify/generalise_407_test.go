package classify

import "testing"

// TestIndependentCases407 runs held-out set 407: the dev sample's vendors' everyday failures (second fresh draw), from the vendors' docs, labelled blind.
// First run at 8b21f1e: 35/35 overall, 21/21 tricky.
func TestIndependentCases407(t *testing.T) {
	runIndependent(t, "testdata/independent407.jsonl", true)
}
