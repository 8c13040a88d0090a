package classify

import "testing"

// First run at f8a4d363: 23/33 overall, 9/16 tricky.
func TestIndependentCases1205(t *testing.T) {
	runIndependent(t, "testdata/independent1205.jsonl", false)
}
