package classify

import "testing"

// First run at 88758317: 20/34 overall, 11/21 tricky.
func TestIndependentCases1346(t *testing.T) {
	runIndependent(t, "testdata/independent1346.jsonl", false)
}
