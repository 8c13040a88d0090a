package classify

import "testing"

// TestIndependentCases411 runs held-out set 411: Go libraries' own error values (long tail), from the vendors' docs, labelled blind.
func TestIndependentCases411(t *testing.T) {
	runIndependent(t, "testdata/independent411.jsonl", false)
}
