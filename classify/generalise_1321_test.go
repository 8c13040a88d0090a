package classify

import "testing"

// First run at d8f04e00: 23/31 overall, 2/9 tricky.
func TestIndependentCases1321(t *testing.T) {
	runIndependent(t, "testdata/independent1321.jsonl", false)
}
