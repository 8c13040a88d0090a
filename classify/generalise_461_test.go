package classify

import "testing"

// TestIndependentCases461 runs held-out set 461: AWS and Google operations (third draw), from the vendors' docs, labelled blind.
func TestIndependentCases461(t *testing.T) {
	runIndependent(t, "testdata/independent461.jsonl", false)
}
