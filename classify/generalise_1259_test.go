package classify

import "testing"

// First run at b624cbcb: 27/37 overall, 11/18 tricky.
func TestIndependentCases1259(t *testing.T) {
	runIndependent(t, "testdata/independent1259.jsonl", false)
}
