package classify

import "testing"

// First run at 4e382e27: 27/31 overall, 17/21 tricky.
func TestIndependentCases1071(t *testing.T) {
	runIndependent(t, "testdata/independent1071.jsonl", false)
}
