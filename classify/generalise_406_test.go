package classify

import "testing"

// TestIndependentCases406 runs held-out set 406: the dev vendors' everyday failures (fresh draw), from the vendors' docs, labelled blind.
// First run at db6a600: 34/35 overall, 20/21 tricky.
func TestIndependentCases406(t *testing.T) {
	runIndependent(t, "testdata/independent406.jsonl", true)
}
