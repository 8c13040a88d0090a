package classify

import "testing"

// First run at 4a61d088: 22/42 overall, 6/21 tricky.
func TestIndependentCases1327(t *testing.T) {
	runIndependent(t, "testdata/independent1327.jsonl", false)
}
