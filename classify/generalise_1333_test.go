package classify

import "testing"

// First run at 3836f253: 19/38 overall, 10/18 tricky.
func TestIndependentCases1333(t *testing.T) {
	runIndependent(t, "testdata/independent1333.jsonl", false)
}
