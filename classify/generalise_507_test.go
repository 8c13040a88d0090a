package classify

import "testing"

// TestIndependentCases507 runs held-out set 507: AWS and Google failures, middle of the distribution (sixth draw), from the vendors' docs, labelled blind.
func TestIndependentCases507(t *testing.T) {
	runIndependent(t, "testdata/independent507.jsonl", false)
}
