package classify

import "testing"

// First run at c79b1a70: 31/33 overall, 14/16 tricky.
func TestIndependentCases1186(t *testing.T) {
	runIndependent(t, "testdata/independent1186.jsonl", false)
}
