package classify

import "testing"

// First run at 3d79220a: 32/34 overall, 12/14 tricky.
func TestIndependentCases1702(t *testing.T) {
	runIndependent(t, "testdata/independent1702.jsonl", false)
}
