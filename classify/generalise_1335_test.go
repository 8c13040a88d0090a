package classify

import "testing"

// First run at 63b506c7: 22/32 overall, 10/18 tricky.
func TestIndependentCases1335(t *testing.T) {
	runIndependent(t, "testdata/independent1335.jsonl", false)
}
