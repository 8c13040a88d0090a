package classify

import "testing"

// First run at 5b08430d: 34/36 overall, 17/18 tricky.
func TestIndependentCases1762(t *testing.T) {
	runIndependent(t, "testdata/independent1762.jsonl", false)
}
