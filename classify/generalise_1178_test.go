package classify

import "testing"

// First run at c10f9379: 27/36 overall, 13/16 tricky.
func TestIndependentCases1178(t *testing.T) {
	runIndependent(t, "testdata/independent1178.jsonl", false)
}
