package classify

import "testing"

// First run at 424e09a0: 26/36 overall, 9/17 tricky.
func TestIndependentCases1745(t *testing.T) {
	runIndependent(t, "testdata/independent1745.jsonl", false)
}
