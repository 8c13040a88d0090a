package classify

import "testing"

// First run at b253403b: 30/31 overall, 21/22 tricky.
func TestIndependentCases1102(t *testing.T) {
	runIndependent(t, "testdata/independent1102.jsonl", false)
}
