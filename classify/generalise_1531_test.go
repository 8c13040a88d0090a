package classify

import "testing"

// First run at 5312ca3a: 26/36 overall, 17/27 tricky.
func TestIndependentCases1531(t *testing.T) {
	runIndependent(t, "testdata/independent1531.jsonl", false)
}
