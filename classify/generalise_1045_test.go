package classify

import "testing"

// First run at 478a8016: 27/28 overall, 13/14 tricky.
func TestIndependentCases1045(t *testing.T) {
	runIndependent(t, "testdata/independent1045.jsonl", false)
}
