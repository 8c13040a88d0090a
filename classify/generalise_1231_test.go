package classify

import "testing"

// First run at 261f18f4: 31/32 overall, 12/13 tricky.
func TestIndependentCases1231(t *testing.T) {
	runIndependent(t, "testdata/independent1231.jsonl", false)
}
