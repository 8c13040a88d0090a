package classify

import "testing"

// TestIndependentCases341 runs held-out set 341: the dev file's vendor mix drawn again, from the vendors' docs, labelled blind.
func TestIndependentCases341(t *testing.T) {
	runIndependent(t, "testdata/independent341.jsonl", false)
}
