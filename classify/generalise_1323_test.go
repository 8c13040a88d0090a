package classify

import "testing"

// First run at f5afc3da: 22/30 overall, 4/10 tricky.
func TestIndependentCases1323(t *testing.T) {
	runIndependent(t, "testdata/independent1323.jsonl", false)
}
