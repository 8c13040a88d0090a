package classify

import "testing"

// First run at 27428a52: 31/36 overall, 15/17 tricky.
func TestIndependentCases1771(t *testing.T) {
	runIndependent(t, "testdata/independent1771.jsonl", false)
}
