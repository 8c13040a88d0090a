package classify

import "testing"

// TestIndependentCases367 runs held-out set 367: the dev sample's vendor mix drawn again (long tail), from the vendors' docs, labelled blind.
func TestIndependentCases367(t *testing.T) {
	runIndependent(t, "testdata/independent367.jsonl", false)
}
