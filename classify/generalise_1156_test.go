package classify

import "testing"

// First run at 436c8edd: 34/37 overall, 11/14 tricky.
func TestIndependentCases1156(t *testing.T) {
	runIndependent(t, "testdata/independent1156.jsonl", false)
}
