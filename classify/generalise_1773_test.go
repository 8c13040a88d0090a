package classify

import "testing"

// First run at b4fce07e: 30/34 overall, 10/14 tricky.
func TestIndependentCases1773(t *testing.T) {
	runIndependent(t, "testdata/independent1773.jsonl", false)
}
