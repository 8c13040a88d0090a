package classify

import "testing"

// First run at a96b2966: 29/30 overall, 14/14 tricky.
func TestIndependentCases1076(t *testing.T) {
	runIndependent(t, "testdata/independent1076.jsonl", false)
}
