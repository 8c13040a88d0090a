package classify

import "testing"

// First run at 6a9ec31a: 21/30 overall, 11/18 tricky.
func TestIndependentCases1251(t *testing.T) {
	runIndependent(t, "testdata/independent1251.jsonl", false)
}
