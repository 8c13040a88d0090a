package classify

import "testing"

// First run at 71246efc: 19/24 overall, 13/17 tricky.
func TestIndependentCases1510(t *testing.T) {
	runIndependent(t, "testdata/independent1510.jsonl", false)
}
