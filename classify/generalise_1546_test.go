package classify

import "testing"

// First run at 14ff2bdd: 23/36 overall, 10/21 tricky.
func TestIndependentCases1546(t *testing.T) {
	runIndependent(t, "testdata/independent1546.jsonl", false)
}
