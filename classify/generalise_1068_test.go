package classify

import "testing"

// First run at 5d1265be: 27/34 overall, 10/16 tricky.
func TestIndependentCases1068(t *testing.T) {
	runIndependent(t, "testdata/independent1068.jsonl", false)
}
