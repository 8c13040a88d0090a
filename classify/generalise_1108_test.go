package classify

import "testing"

// First run at 77f1bf3d: 31/33 overall, 12/14 tricky.
func TestIndependentCases1108(t *testing.T) {
	runIndependent(t, "testdata/independent1108.jsonl", false)
}
