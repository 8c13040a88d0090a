package classify

import "testing"

// TestIndependentCases347 runs held-out set 347: second-tier documented failures in the dev vendor mix, from the vendors' docs, labelled blind.
func TestIndependentCases347(t *testing.T) {
	runIndependent(t, "testdata/independent347.jsonl", false)
}
