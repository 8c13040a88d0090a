package classify

import "testing"

// First run at 2843f4fa: 18/36 overall, 6/21 tricky.
func TestIndependentCases1376(t *testing.T) {
	runIndependent(t, "testdata/independent1376.jsonl", false)
}
