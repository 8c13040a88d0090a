package classify

import "testing"

// First run at 02d8c27a: 22/31 overall, 11/18 tricky.
func TestIndependentCases1234(t *testing.T) {
	runIndependent(t, "testdata/independent1234.jsonl", false)
}
