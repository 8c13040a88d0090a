package classify

import "testing"

// First run at 3400a522: 9/36 overall, 1/18 tricky.
func TestIndependentCases1304(t *testing.T) {
	runIndependent(t, "testdata/independent1304.jsonl", false)
}
