package classify

import "testing"

// TestIndependentCases390 runs held-out set 390: OS errno and developer tools long tail, from the vendors' docs and source, labelled blind.
func TestIndependentCases390(t *testing.T) {
	runIndependent(t, "testdata/independent390.jsonl", false)
}
