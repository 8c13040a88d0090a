package classify

import "testing"

// First run at ad3e1eca: 20/39 overall, 3/17 tricky.
func TestIndependentCases1350(t *testing.T) {
	runIndependent(t, "testdata/independent1350.jsonl", false)
}
