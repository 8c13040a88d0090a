package classify

import "testing"

// First run at 95cf323c: 28/34 overall, 12/18 tricky.
func TestIndependentCases1609(t *testing.T) {
	runIndependent(t, "testdata/independent1609.jsonl", false)
}
