package classify

import "testing"

// First run at 9890a4bc: 20/34 overall, 7/19 tricky.
func TestIndependentCases1296(t *testing.T) {
	runIndependent(t, "testdata/independent1296.jsonl", false)
}
