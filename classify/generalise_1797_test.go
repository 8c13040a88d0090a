package classify

import "testing"

// First run at b51f90fc: 28/36 overall, 15/18 tricky.
func TestIndependentCases1797(t *testing.T) {
	runIndependent(t, "testdata/independent1797.jsonl", false)
}
