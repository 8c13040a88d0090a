package classify

import "testing"

// TestIndependentCases801 runs held-out set 801: a broad documented mix weighted to mid-plan failures (missing resources, uncertain writes, held locks, limits part way, expired credentials), labelled blind.
func TestIndependentCases801(t *testing.T) {
	runIndependent(t, "testdata/independent801.jsonl", false)
}
