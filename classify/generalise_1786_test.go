package classify

import "testing"

// First run at 4fde286c: 29/36 overall, 11/18 tricky.
func TestIndependentCases1786(t *testing.T) {
	runIndependent(t, "testdata/independent1786.jsonl", false)
}
