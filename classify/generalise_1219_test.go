package classify

import "testing"

// First run at 69355a58: 25/29 overall, 9/13 tricky.
func TestIndependentCases1219(t *testing.T) {
	runIndependent(t, "testdata/independent1219.jsonl", false)
}
