package classify

import "testing"

// First run at 8caa897d: 25/34 overall, 9/18 tricky.
func TestIndependentCases1700(t *testing.T) {
	runIndependent(t, "testdata/independent1700.jsonl", false)
}
