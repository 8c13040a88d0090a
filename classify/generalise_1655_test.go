package classify

import "testing"

// First run at b7807ee5: 27/36 overall, 8/15 tricky.
func TestIndependentCases1655(t *testing.T) {
	runIndependent(t, "testdata/independent1655.jsonl", false)
}
