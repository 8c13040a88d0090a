package classify

import "testing"

// First run at db737205: 25/33 overall, 10/17 tricky.
func TestIndependentCases1289(t *testing.T) {
	runIndependent(t, "testdata/independent1289.jsonl", false)
}
