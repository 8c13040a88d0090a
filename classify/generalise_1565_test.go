package classify

import "testing"

// First run at c35b34c8: 27/34 overall, 10/14 tricky.
func TestIndependentCases1565(t *testing.T) {
	runIndependent(t, "testdata/independent1565.jsonl", false)
}
