package classify

import "testing"

// First run at 8058a30e: 20/34 overall, 6/17 tricky.
func TestIndependentCases1616(t *testing.T) {
	runIndependent(t, "testdata/independent1616.jsonl", false)
}
