package classify

import "testing"

// TestIndependentCases506 runs held-out set 506: the dev sample's vendor mix (fourteenth draw), from the vendors' docs, labelled blind.
func TestIndependentCases506(t *testing.T) {
	runIndependent(t, "testdata/independent506.jsonl", false)
}
