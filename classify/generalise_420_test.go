package classify

import "testing"

// TestIndependentCases420 runs held-out set 420: consumer platform APIs' long tail, from the vendors' docs, labelled blind.
func TestIndependentCases420(t *testing.T) {
	runIndependent(t, "testdata/independent420.jsonl", false)
}
