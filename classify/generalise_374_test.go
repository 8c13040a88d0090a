package classify

import "testing"

// TestIndependentCases374 runs held-out set 374: AWS long-tail services, from the vendors' docs, labelled blind.
func TestIndependentCases374(t *testing.T) {
	runIndependent(t, "testdata/independent374.jsonl", false)
}
