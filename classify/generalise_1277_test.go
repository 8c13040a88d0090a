package classify

import "testing"

// First run at 9909dea6: 22/38 overall, 10/21 tricky.
func TestIndependentCases1277(t *testing.T) {
	runIndependent(t, "testdata/independent1277.jsonl", false)
}
