package classify

import "testing"

// First run at 598eb355: 25/34 overall, 9/18 tricky.
func TestIndependentCases1675(t *testing.T) {
	runIndependent(t, "testdata/independent1675.jsonl", false)
}
