package classify

import "testing"

// First run at 9f069bf4: 24/24 overall, 11/11 tricky.
func TestIndependentCases1489(t *testing.T) {
	runIndependent(t, "testdata/independent1489.jsonl", true)
}
