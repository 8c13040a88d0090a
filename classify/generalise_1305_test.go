package classify

import "testing"

// First run at 73373698: 25/30 overall, 5/9 tricky.
func TestIndependentCases1305(t *testing.T) {
	runIndependent(t, "testdata/independent1305.jsonl", false)
}
