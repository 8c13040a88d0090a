package classify

import "testing"

// TestIndependentCases490 runs held-out set 490: the dev file's vendor mix, middle-of-distribution failures on named operations, from the vendors' docs, labelled blind.
func TestIndependentCases490(t *testing.T) {
	runIndependent(t, "testdata/independent490.jsonl", false)
}
