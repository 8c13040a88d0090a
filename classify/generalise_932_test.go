package classify

import "testing"

// First run at 9eccbeba: 26/30 overall, 10/14 tricky.
func TestIndependentCases932(t *testing.T) {
	runIndependent(t, "testdata/independent932.jsonl", false)
}
