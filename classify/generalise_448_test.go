package classify

import "testing"

// TestIndependentCases448 runs held-out set 448: the dev sample's vendors, everyday failures (fifth draw), from the vendors' docs, labelled blind.
// First run at 7181200: 35/35 overall, 22/22 tricky.
func TestIndependentCases448(t *testing.T) {
	runIndependent(t, "testdata/independent448.jsonl", true)
}
