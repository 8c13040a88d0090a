package classify

import "testing"

// First run at d7e34f2a: 31/33 overall, 18/19 tricky.
func TestIndependentCases969(t *testing.T) {
	runIndependent(t, "testdata/independent969.jsonl", false)
}
