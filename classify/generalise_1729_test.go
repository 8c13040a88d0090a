package classify

import "testing"

// First run at 9d0140da: 22/34 overall, 4/15 tricky.
func TestIndependentCases1729(t *testing.T) {
	runIndependent(t, "testdata/independent1729.jsonl", false)
}
