package classify

import "testing"

// First run at 67307c25: 21/34 overall, 6/11 tricky.
func TestIndependentCases1529(t *testing.T) {
	runIndependent(t, "testdata/independent1529.jsonl", false)
}
