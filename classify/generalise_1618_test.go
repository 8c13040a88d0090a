package classify

import "testing"

// First run at 99bf3cba: 32/34 overall, 15/16 tricky.
func TestIndependentCases1618(t *testing.T) {
	runIndependent(t, "testdata/independent1618.jsonl", false)
}
