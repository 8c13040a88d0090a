package classify

import "testing"

// First run at 13c9007a: 27/31 overall, 14/18 tricky.
func TestIndependentCases1210(t *testing.T) {
	runIndependent(t, "testdata/independent1210.jsonl", false)
}
