package classify

import "testing"

// First run at 2451c10a: 13/34 overall, 7/23 tricky.
func TestIndependentCases1436(t *testing.T) {
	runIndependent(t, "testdata/independent1436.jsonl", false)
}
