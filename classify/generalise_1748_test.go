package classify

import "testing"

// First run at 266bcc70: 22/34 overall, 5/14 tricky.
func TestIndependentCases1748(t *testing.T) {
	runIndependent(t, "testdata/independent1748.jsonl", false)
}
