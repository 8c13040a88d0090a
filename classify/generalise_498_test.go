package classify

import "testing"

// TestIndependentCases498 runs held-out set 498: the dev vendor mix, middle of the distribution, from the vendors' docs, labelled blind.
// First run at 91d62e7: 35/35 overall, 28/28 tricky.
func TestIndependentCases498(t *testing.T) {
	runIndependent(t, "testdata/independent498.jsonl", true)
}
