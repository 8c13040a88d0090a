package classify

import "testing"

// TestIndependentCases441 runs held-out set 441: the dev sample's vendor mix, middle of the distribution (third draw), from the vendors' docs, labelled blind.
func TestIndependentCases441(t *testing.T) {
	runIndependent(t, "testdata/independent441.jsonl", false)
}
