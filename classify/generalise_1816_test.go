package classify

import "testing"

// First run at acc9afcd: 26/36 overall, 9/18 tricky.
func TestIndependentCases1816(t *testing.T) {
	runIndependent(t, "testdata/independent1816.jsonl", false)
}
