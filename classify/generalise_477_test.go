package classify

import "testing"

// TestIndependentCases477 runs held-out set 477: Go standard library errors in depth (second draw), captured live, labelled blind.
func TestIndependentCases477(t *testing.T) {
	runIndependent(t, "testdata/independent477.jsonl", false)
}
