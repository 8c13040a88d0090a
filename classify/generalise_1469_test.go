package classify

import "testing"

// First run at b231872a: 23/36 overall, 8/19 tricky.
func TestIndependentCases1469(t *testing.T) {
	runIndependent(t, "testdata/independent1469.jsonl", false)
}
