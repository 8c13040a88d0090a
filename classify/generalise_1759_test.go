package classify

import "testing"

// First run at 7f11ce79: 26/34 overall, 5/12 tricky.
func TestIndependentCases1759(t *testing.T) {
	runIndependent(t, "testdata/independent1759.jsonl", false)
}
