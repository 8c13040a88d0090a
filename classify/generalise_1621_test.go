package classify

import "testing"

// First run at 6b955b08: 28/36 overall, 11/19 tricky.
func TestIndependentCases1621(t *testing.T) {
	runIndependent(t, "testdata/independent1621.jsonl", false)
}
