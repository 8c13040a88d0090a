package classify

import "testing"

// TestIndependentCases425 runs held-out set 425: the dev sample's vendor mix, middle of the distribution, from the vendors' docs, labelled blind.
// First run at a42831d: 35/35 overall, 24/24 tricky.
func TestIndependentCases425(t *testing.T) {
	runIndependent(t, "testdata/independent425.jsonl", true)
}
