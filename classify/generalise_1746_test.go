package classify

import "testing"

// First run at 352bab95: 26/34 overall, 10/15 tricky.
func TestIndependentCases1746(t *testing.T) {
	runIndependent(t, "testdata/independent1746.jsonl", false)
}
