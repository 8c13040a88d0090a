package classify

import "testing"

// First run at 94bb6033: 26/28 overall, 9/11 tricky.
func TestIndependentCases947(t *testing.T) {
	runIndependent(t, "testdata/independent947.jsonl", false)
}
