package classify

import "testing"

// TestIndependentCases326 runs held-out set 326: hard cases of the dev sample's vendors, from the vendors' docs, labelled blind.
func TestIndependentCases326(t *testing.T) {
	runIndependent(t, "testdata/independent326.jsonl", false)
}
