package classify

import "testing"

// TestIndependentCases530 runs held-out set 530: the dev sample's vendor mix, middle of the distribution, from the vendors' docs, labelled blind.
func TestIndependentCases530(t *testing.T) {
	runIndependent(t, "testdata/independent530.jsonl", false)
}
