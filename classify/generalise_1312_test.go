package classify

import "testing"

// First run at 54114cd4: 28/41 overall, 8/16 tricky.
func TestIndependentCases1312(t *testing.T) {
	runIndependent(t, "testdata/independent1312.jsonl", false)
}
