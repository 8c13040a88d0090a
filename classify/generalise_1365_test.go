package classify

import "testing"

// First run at b26d571c: 26/36 overall, 9/17 tricky.
func TestIndependentCases1365(t *testing.T) {
	runIndependent(t, "testdata/independent1365.jsonl", false)
}
