package classify

import "testing"

// First run at dc980963: 33/36 overall, 16/19 tricky.
func TestIndependentCases1785(t *testing.T) {
	runIndependent(t, "testdata/independent1785.jsonl", false)
}
