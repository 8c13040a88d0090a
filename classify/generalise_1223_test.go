package classify

import "testing"

// First run at f837887: 26/33 overall, 14/17 tricky.
func TestIndependentCases1223(t *testing.T) {
	runIndependent(t, "testdata/independent1223.jsonl", false)
}
