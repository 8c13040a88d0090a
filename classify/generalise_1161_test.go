package classify

import "testing"

// First run at 981ae701: 19/32 overall, 10/20 tricky.
func TestIndependentCases1161(t *testing.T) {
	runIndependent(t, "testdata/independent1161.jsonl", false)
}
