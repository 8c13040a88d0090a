package classify

import "testing"

// First run at ab07e943: 32/32 overall, 19/19 tricky.
func TestIndependentCases1062(t *testing.T) {
	runIndependent(t, "testdata/independent1062.jsonl", true)
}
