package classify

import "testing"

// TestIndependentCases333 runs held-out set 333: the dev sample's vendor mix, drawn a third time, from the vendors' docs, labelled blind.
func TestIndependentCases333(t *testing.T) {
	runIndependent(t, "testdata/independent333.jsonl", false)
}
