package classify

import "testing"

// First run at 0521dee3: 29/30 overall, 14/14 tricky.
func TestIndependentCases1052(t *testing.T) {
	runIndependent(t, "testdata/independent1052.jsonl", false)
}
