package classify

import "testing"

// TestIndependentCases482 runs held-out set 482: the dev sample's vendor mix, middle-of-distribution named operations, from the vendors' docs, labelled blind.
// First run at fba48e5: 34/35 overall, 23/24 tricky.
func TestIndependentCases482(t *testing.T) {
	runIndependent(t, "testdata/independent482.jsonl", true)
}
