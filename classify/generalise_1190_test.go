package classify

import "testing"

// First run at 36223b6c: 28/34 overall, 9/14 tricky.
func TestIndependentCases1190(t *testing.T) {
	runIndependent(t, "testdata/independent1190.jsonl", false)
}
