package classify

import "testing"

// First run at 5ee5a51b: 34/34 overall, 19/19 tricky.
func TestIndependentCases985(t *testing.T) {
	runIndependent(t, "testdata/independent985.jsonl", true)
}
