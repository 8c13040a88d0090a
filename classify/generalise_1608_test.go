package classify

import "testing"

// First run at c9a5c64e: 26/34 overall, 14/17 tricky.
func TestIndependentCases1608(t *testing.T) {
	runIndependent(t, "testdata/independent1608.jsonl", false)
}
