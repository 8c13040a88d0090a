package classify

import "testing"

// First run at 54f945da: 32/36 overall, 11/15 tricky.
func TestIndependentCases1381(t *testing.T) {
	runIndependent(t, "testdata/independent1381.jsonl", false)
}
