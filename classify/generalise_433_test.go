package classify

import "testing"

// TestIndependentCases433 runs held-out set 433: the dev sample's vendor mix, middle of the distribution (second draw), from the vendors' docs, labelled blind.
func TestIndependentCases433(t *testing.T) {
	runIndependent(t, "testdata/independent433.jsonl", false)
}
