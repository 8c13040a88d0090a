package classify

import "testing"

// TestIndependentCases343 runs held-out set 343: dev-sample vendors through an agent's tool layer, from the vendors' docs, labelled blind.
func TestIndependentCases343(t *testing.T) {
	runIndependent(t, "testdata/independent343.jsonl", false)
}
