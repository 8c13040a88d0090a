package classify

import "testing"

// First run at 4255c3a5: 25/36 overall, 8/18 tricky.
func TestIndependentCases1755(t *testing.T) {
	runIndependent(t, "testdata/independent1755.jsonl", false)
}
