package classify

import "testing"

// TestIndependentCases406 runs held-out set 406: the dev vendors' everyday failures (fresh draw), from the vendors' docs, labelled blind.
func TestIndependentCases406(t *testing.T) {
	runIndependent(t, "testdata/independent406.jsonl", false)
}
