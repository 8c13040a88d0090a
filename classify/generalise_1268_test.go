package classify

import "testing"

// First run at 490e4400: 23/32 overall, 8/15 tricky.
func TestIndependentCases1268(t *testing.T) {
	runIndependent(t, "testdata/independent1268.jsonl", false)
}
