package classify

import "testing"

// First run at 9685fea1: 12/36 overall, 4/19 tricky.
func TestIndependentCases1317(t *testing.T) {
	runIndependent(t, "testdata/independent1317.jsonl", false)
}
