package classify

import "testing"

// First run at 56cb7ae2: 28/36 overall, 10/16 tricky.
func TestIndependentCases1396(t *testing.T) {
	runIndependent(t, "testdata/independent1396.jsonl", false)
}
