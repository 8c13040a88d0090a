package classify

import "testing"

// First run at a7da3eeb: 22/34 overall, 9/19 tricky.
func TestIndependentCases1463(t *testing.T) {
	runIndependent(t, "testdata/independent1463.jsonl", false)
}
