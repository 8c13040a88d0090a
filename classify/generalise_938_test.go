package classify

import "testing"

// First run at d40d6152: 27/31 overall, 16/19 tricky.
func TestIndependentCases938(t *testing.T) {
	runIndependent(t, "testdata/independent938.jsonl", false)
}
