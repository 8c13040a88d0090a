package classify

import "testing"

// TestIndependentCases325 runs held-out set 325: the dev sample's vendor mix drawn again, from the vendors' docs, labelled blind.
func TestIndependentCases325(t *testing.T) {
	runIndependent(t, "testdata/independent325.jsonl", false)
}
