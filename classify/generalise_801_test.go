package classify

import "testing"

// First run at 6faa053: 32/32 overall, 19/19 tricky.
// TestIndependentCases801 runs held-out set 801: a broad documented mix weighted to mid-plan failures (missing resources, uncertain writes, held locks, limits part way, expired credentials), labelled blind.
func TestIndependentCases801(t *testing.T) {
	runIndependent(t, "testdata/independent801.jsonl", true)
}
