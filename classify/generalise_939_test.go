package classify

import "testing"

// First run at 4bc2e83f: 30/35 overall, 11/14 tricky.
func TestIndependentCases939(t *testing.T) {
	runIndependent(t, "testdata/independent939.jsonl", false)
}
