package classify

import "testing"

// TestIndependentCases461 runs held-out set 461: AWS and Google operations (third draw), from the vendors' docs, labelled blind.
// First run at 1922520: 35/35 overall, 26/26 tricky.
// Tolerated: none.
func TestIndependentCases461(t *testing.T) {
	runIndependent(t, "testdata/independent461.jsonl", true)
}
