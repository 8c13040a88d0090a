package classify

import "testing"

// TestIndependentCases414 runs held-out set 414: dev vendor mix, long tail (fifth draw), from the vendors' docs, labelled blind.
func TestIndependentCases414(t *testing.T) {
	runIndependent(t, "testdata/independent414.jsonl", false)
}
