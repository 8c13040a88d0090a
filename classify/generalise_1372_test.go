package classify

import "testing"

// First run at 99231d74: 25/34 overall, 10/19 tricky.
func TestIndependentCases1372(t *testing.T) {
	runIndependent(t, "testdata/independent1372.jsonl", false)
}
