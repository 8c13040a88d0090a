package classify

import "testing"

// First run at 50da1264: 27/28 overall, 6/7 tricky.
func TestIndependentCases1603(t *testing.T) {
	runIndependent(t, "testdata/independent1603.jsonl", false)
}
