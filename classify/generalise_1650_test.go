package classify

import "testing"

// First run at 963d1bc2: 26/36 overall, 8/16 tricky.
func TestIndependentCases1650(t *testing.T) {
	runIndependent(t, "testdata/independent1650.jsonl", false)
}
