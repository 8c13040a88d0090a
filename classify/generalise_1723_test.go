package classify

import "testing"

// First run at 10b14e6b: 27/34 overall, 12/15 tricky.
func TestIndependentCases1723(t *testing.T) {
	runIndependent(t, "testdata/independent1723.jsonl", false)
}
