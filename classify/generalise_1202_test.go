package classify

import "testing"

// First run at a121a7ae: 33/37 overall, 13/16 tricky.
func TestIndependentCases1202(t *testing.T) {
	runIndependent(t, "testdata/independent1202.jsonl", false)
}
