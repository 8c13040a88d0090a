package classify

import "testing"

// First run at 90013aa7: 19/31 overall, 11/22 tricky.
func TestIndependentCases1303(t *testing.T) {
	runIndependent(t, "testdata/independent1303.jsonl", false)
}
