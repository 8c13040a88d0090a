package classify

import "testing"

// TestIndependentCases415 runs held-out set 415: the dev vendors' everyday failures (third draw), from the vendors' docs, labelled blind.
func TestIndependentCases415(t *testing.T) {
	runIndependent(t, "testdata/independent415.jsonl", false)
}
