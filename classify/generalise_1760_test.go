package classify

import "testing"

// First run at 5709d0ed: 21/25 overall, 4/8 tricky.
func TestIndependentCases1760(t *testing.T) {
	runIndependent(t, "testdata/independent1760.jsonl", false)
}
