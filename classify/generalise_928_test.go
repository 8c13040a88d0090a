package classify

import "testing"

// First run at 148545ed: 33/34 overall, 17/18 tricky.
func TestIndependentCases928(t *testing.T) {
	runIndependent(t, "testdata/independent928.jsonl", false)
}
