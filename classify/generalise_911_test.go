package classify

import "testing"

// First run at bc053ad6: 31/31 overall, 24/24 tricky.
func TestIndependentCases911(t *testing.T) {
	runIndependent(t, "testdata/independent911.jsonl", true)
}
