package classify

import "testing"

// First run at 9b0d77ee: 31/34 overall, 11/14 tricky.
func TestIndependentCases1691(t *testing.T) {
	runIndependent(t, "testdata/independent1691.jsonl", false)
}
