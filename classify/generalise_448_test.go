package classify

import "testing"

// TestIndependentCases448 runs held-out set 448: the dev sample's vendors, everyday failures (fifth draw), from the vendors' docs, labelled blind.
func TestIndependentCases448(t *testing.T) {
	runIndependent(t, "testdata/independent448.jsonl", false)
}
