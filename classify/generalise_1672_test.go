package classify

import "testing"

// First run at 88c885f0: 14/36 overall, 4/19 tricky.
func TestIndependentCases1672(t *testing.T) {
	runIndependent(t, "testdata/independent1672.jsonl", false)
}
