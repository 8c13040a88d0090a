package classify

import "testing"

// TestIndependentCases627 runs held-out set 627: documented mixed vendor failures as raw HTTP responses, labelled blind.
func TestIndependentCases627(t *testing.T) {
	runIndependent(t, "testdata/independent627.jsonl", false)
}
