package classify

import "testing"

// First run at 0b60aef5: 18/30 overall, 6/15 tricky.
func TestIndependentCases1629(t *testing.T) {
	runIndependent(t, "testdata/independent1629.jsonl", false)
}
