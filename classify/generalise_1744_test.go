package classify

import "testing"

// First run at 43778980: 20/36 overall, 5/16 tricky.
func TestIndependentCases1744(t *testing.T) {
	runIndependent(t, "testdata/independent1744.jsonl", false)
}
