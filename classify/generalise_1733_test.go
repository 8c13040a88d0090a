package classify

import "testing"

// First run at ee10560c: 31/36 overall, 11/16 tricky.
func TestIndependentCases1733(t *testing.T) {
	runIndependent(t, "testdata/independent1733.jsonl", false)
}
