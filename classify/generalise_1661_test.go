package classify

import "testing"

// First run at 00aef0e9: 26/34 overall, 9/16 tricky.
func TestIndependentCases1661(t *testing.T) {
	runIndependent(t, "testdata/independent1661.jsonl", false)
}
