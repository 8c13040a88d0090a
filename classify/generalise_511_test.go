package classify

import "testing"

// TestIndependentCases511 runs held-out set 511: the dev sample's vendor mix, middle of the distribution, from the vendors' docs, labelled blind.
func TestIndependentCases511(t *testing.T) {
	runIndependent(t, "testdata/independent511.jsonl", false)
}
