package classify

import "testing"

// First run at 9f390883: 32/32 overall, 22/22 tricky.
func TestIndependentCases1030(t *testing.T) {
	runIndependent(t, "testdata/independent1030.jsonl", true)
}
