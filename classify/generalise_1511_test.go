package classify

import "testing"

// First run at a189cb85: 15/24 overall, 4/12 tricky.
func TestIndependentCases1511(t *testing.T) {
	runIndependent(t, "testdata/independent1511.jsonl", false)
}
