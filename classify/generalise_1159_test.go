package classify

import "testing"

// First run at 33c8c3ac: 32/32 overall, 22/22 tricky.
func TestIndependentCases1159(t *testing.T) {
	runIndependent(t, "testdata/independent1159.jsonl", true)
}
