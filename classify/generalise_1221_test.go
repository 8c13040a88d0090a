package classify

import "testing"

// First run at a9e893a0: 3/5 overall, 0/2 tricky.
func TestIndependentCases1221(t *testing.T) {
	runIndependent(t, "testdata/independent1221.jsonl", false)
}
