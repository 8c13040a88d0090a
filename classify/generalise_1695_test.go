package classify

import "testing"

// First run at 611df7e9: 23/36 overall, 5/18 tricky.
func TestIndependentCases1695(t *testing.T) {
	runIndependent(t, "testdata/independent1695.jsonl", false)
}
