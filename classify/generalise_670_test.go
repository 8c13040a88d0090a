package classify

import "testing"

// TestIndependentCases670 runs held-out set 670: speech, image, video and hosted-model media APIs, labelled blind.
func TestIndependentCases670(t *testing.T) {
	runIndependent(t, "testdata/independent670.jsonl", false)
}
