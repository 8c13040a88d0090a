package classify

import "testing"

// First run at 8bfeff6c: 33/36 overall, 16/19 tricky.
func TestIndependentCases1783(t *testing.T) {
	runIndependent(t, "testdata/independent1783.jsonl", false)
}
