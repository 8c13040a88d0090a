package classify

import "testing"

// First run at 977afb26: 28/31 overall, 12/14 tricky.
func TestIndependentCases1214(t *testing.T) {
	runIndependent(t, "testdata/independent1214.jsonl", false)
}
