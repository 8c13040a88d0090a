package classify

import "testing"

// First run at 1fbb2b05: 27/34 overall, 14/20 tricky.
func TestIndependentCases1230(t *testing.T) {
	runIndependent(t, "testdata/independent1230.jsonl", false)
}
