package classify

import "testing"

// TestIndependentCases395 runs held-out set 395: AWS core services' uncommon error codes (third draw), from the vendors' docs, labelled blind.
func TestIndependentCases395(t *testing.T) {
	runIndependent(t, "testdata/independent395.jsonl", false)
}
