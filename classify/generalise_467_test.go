package classify

import "testing"

// TestIndependentCases467 runs held-out set 467: AWS and Google middle-of-distribution failures (fourth draw), from the vendors' docs, labelled blind.
func TestIndependentCases467(t *testing.T) {
	runIndependent(t, "testdata/independent467.jsonl", false)
}
