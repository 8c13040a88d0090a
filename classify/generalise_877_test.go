package classify

import "testing"

// First run at 28bbdb63: 27/30 overall, 18/20 tricky.
func TestIndependentCases877(t *testing.T) {
	runIndependent(t, "testdata/independent877.jsonl", false)
}
