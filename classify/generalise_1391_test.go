package classify

import "testing"

// First run at 8c399097: 26/36 overall, 11/19 tricky.
func TestIndependentCases1391(t *testing.T) {
	runIndependent(t, "testdata/independent1391.jsonl", false)
}
