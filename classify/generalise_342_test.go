package classify

import "testing"

// TestIndependentCases342 runs held-out set 342: the dev vendor mix drawn again, from the vendors' docs, labelled blind.
func TestIndependentCases342(t *testing.T) {
	runIndependent(t, "testdata/independent342.jsonl", false)
}
