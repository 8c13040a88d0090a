package classify

import "testing"

// First run at 48e14d9f: 23/34 overall, 7/14 tricky.
func TestIndependentCases1719(t *testing.T) {
	runIndependent(t, "testdata/independent1719.jsonl", false)
}
