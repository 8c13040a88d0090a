package classify

import "testing"

// First run at 7c70caad: 28/34 overall, 14/19 tricky.
func TestIndependentCases1504(t *testing.T) {
	runIndependent(t, "testdata/independent1504.jsonl", false)
}
