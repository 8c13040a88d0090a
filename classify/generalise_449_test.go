package classify

import "testing"

// TestIndependentCases449 runs held-out set 449: the dev sample's vendor mix, middle draw, from the vendors' docs, labelled blind.
func TestIndependentCases449(t *testing.T) {
	runIndependent(t, "testdata/independent449.jsonl", false)
}
