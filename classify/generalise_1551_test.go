package classify

import "testing"

// First run at af3963ea: 23/34 overall, 9/16 tricky.
func TestIndependentCases1551(t *testing.T) {
	runIndependent(t, "testdata/independent1551.jsonl", false)
}
