package classify

import "testing"

// First run at 801e0c86: 26/30 overall, 8/11 tricky.
func TestIndependentCases972(t *testing.T) {
	runIndependent(t, "testdata/independent972.jsonl", false)
}
