package classify

import "testing"

// TestIndependentCases449 runs held-out set 449: the dev sample's vendor mix, middle draw, from the vendors' docs, labelled blind.
// First run at 3d22552: 34/35 overall, 26/27 tricky.
func TestIndependentCases449(t *testing.T) {
	runIndependent(t, "testdata/independent449.jsonl", true)
}
