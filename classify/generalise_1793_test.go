package classify

import "testing"

// First run at 1b76dd35: 33/34 overall, 13/14 tricky.
func TestIndependentCases1793(t *testing.T) {
	runIndependent(t, "testdata/independent1793.jsonl", false)
}
