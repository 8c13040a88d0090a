package classify

import "testing"

// First run at f06c0bcb: 24/34 overall, 10/16 tricky.
func TestIndependentCases1653(t *testing.T) {
	runIndependent(t, "testdata/independent1653.jsonl", false)
}
