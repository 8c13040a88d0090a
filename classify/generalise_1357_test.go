package classify

import "testing"

// First run at 2c89b681: 29/36 overall, 11/18 tricky.
func TestIndependentCases1357(t *testing.T) {
	runIndependent(t, "testdata/independent1357.jsonl", false)
}
