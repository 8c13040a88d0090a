package classify

import "testing"

// First run at 99581f4f: 27/34 overall, 10/16 tricky.
func TestIndependentCases1480(t *testing.T) {
	runIndependent(t, "testdata/independent1480.jsonl", false)
}
