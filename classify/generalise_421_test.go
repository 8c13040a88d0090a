package classify

import "testing"

// TestIndependentCases421 runs held-out set 421: AWS and Google named-operation failures, from the vendors' docs, labelled blind.
func TestIndependentCases421(t *testing.T) {
	runIndependent(t, "testdata/independent421.jsonl", false)
}
