package classify

import "testing"

// First run at 9c3e7cca: 25/36 overall, 10/20 tricky.
func TestIndependentCases1665(t *testing.T) {
	runIndependent(t, "testdata/independent1665.jsonl", false)
}
