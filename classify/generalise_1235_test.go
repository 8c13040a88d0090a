package classify

import "testing"

// First run at 8b4c6c97: 25/35 overall, 9/17 tricky.
func TestIndependentCases1235(t *testing.T) {
	runIndependent(t, "testdata/independent1235.jsonl", false)
}
