package classify

import "testing"

// First run at 2e8e1872: 20/36 overall, 6/18 tricky.
func TestIndependentCases1588(t *testing.T) {
	runIndependent(t, "testdata/independent1588.jsonl", false)
}
