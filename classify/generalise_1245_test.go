package classify

import "testing"

// First run at 537afb3c: 36/39 overall, 20/23 tricky.
func TestIndependentCases1245(t *testing.T) {
	runIndependent(t, "testdata/independent1245.jsonl", false)
}
