package classify

import "testing"

// TestIndependentCases381 runs held-out set 381: SaaS APIs' long tail (second draw), from the vendors' docs, labelled blind.
func TestIndependentCases381(t *testing.T) {
	runIndependent(t, "testdata/independent381.jsonl", false)
}
