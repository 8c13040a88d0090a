package classify

import "testing"

// First run at 4de154cc: 19/40 overall, 4/24 tricky.
func TestIndependentCases1355(t *testing.T) {
	runIndependent(t, "testdata/independent1355.jsonl", false)
}
