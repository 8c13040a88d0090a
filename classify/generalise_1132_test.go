package classify

import "testing"

// First run at 2a33f574: 27/31 overall, 10/14 tricky.
func TestIndependentCases1132(t *testing.T) {
	runIndependent(t, "testdata/independent1132.jsonl", false)
}
