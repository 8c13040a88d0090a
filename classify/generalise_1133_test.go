package classify

import "testing"

// First run at 6af4053f: 30/32 overall, 19/21 tricky.
func TestIndependentCases1133(t *testing.T) {
	runIndependent(t, "testdata/independent1133.jsonl", false)
}
