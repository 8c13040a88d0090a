package classify

import "testing"

// TestIndependentCases458 runs held-out set 458: the dev sample's vendor mix, middle draw, from the vendors' docs, labelled blind.
func TestIndependentCases458(t *testing.T) {
	runIndependent(t, "testdata/independent458.jsonl", false)
}
