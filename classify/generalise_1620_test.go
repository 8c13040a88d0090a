package classify

import "testing"

// First run at 1190a780: 26/36 overall, 7/15 tricky.
func TestIndependentCases1620(t *testing.T) {
	runIndependent(t, "testdata/independent1620.jsonl", false)
}
