package classify

import "testing"

// First run at 2db8708a: 26/36 overall, 16/25 tricky.
func TestIndependentCases1455(t *testing.T) {
	runIndependent(t, "testdata/independent1455.jsonl", false)
}
