package classify

import "testing"

// First run at 802e82ed: 21/36 overall, 11/19 tricky.
func TestIndependentCases1613(t *testing.T) {
	runIndependent(t, "testdata/independent1613.jsonl", false)
}
