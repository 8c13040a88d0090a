package classify

import "testing"

// First run at 512ce681: 21/33 overall, 6/13 tricky.
func TestIndependentCases1309(t *testing.T) {
	runIndependent(t, "testdata/independent1309.jsonl", false)
}
