package classify

import "testing"

// First run at 1fbe756c: 31/36 overall, 10/15 tricky.
func TestIndependentCases1358(t *testing.T) {
	runIndependent(t, "testdata/independent1358.jsonl", false)
}
