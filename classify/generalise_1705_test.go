package classify

import "testing"

// First run at 1c4dc7aa: 25/36 overall, 10/20 tricky.
func TestIndependentCases1705(t *testing.T) {
	runIndependent(t, "testdata/independent1705.jsonl", false)
}
