package classify

import "testing"

// First run at 195957e6: 31/36 overall, 20/25 tricky.
func TestIndependentCases1399(t *testing.T) {
	runIndependent(t, "testdata/independent1399.jsonl", false)
}
