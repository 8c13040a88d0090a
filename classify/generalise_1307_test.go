package classify

import "testing"

// First run at be94a4be: 29/36 overall, 6/12 tricky.
func TestIndependentCases1307(t *testing.T) {
	runIndependent(t, "testdata/independent1307.jsonl", false)
}
