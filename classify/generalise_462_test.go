package classify

import "testing"

// TestIndependentCases462 runs held-out set 462: the dev sample's vendor mix, middle-of-distribution failures on named operations, from the vendors' docs, labelled blind.
// First run at 0fbf939: 35/35 overall, 26/26 tricky.
// Tolerated: none.
func TestIndependentCases462(t *testing.T) {
	runIndependent(t, "testdata/independent462.jsonl", true)
}
