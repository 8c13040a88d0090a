package classify

import "testing"

// First run at a26a871b: 19/30 overall, 12/21 tricky.
func TestIndependentCases1241(t *testing.T) {
	runIndependent(t, "testdata/independent1241.jsonl", false)
}
