package classify

import "testing"

// TestIndependentCases500 runs held-out set 500: AWS core services (fourth draw), from the vendors' docs, labelled blind.
func TestIndependentCases500(t *testing.T) {
	runIndependent(t, "testdata/independent500.jsonl", false)
}
