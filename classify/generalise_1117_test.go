package classify

import "testing"

// First run at 57c65c84: 28/30 overall, 20/22 tricky.
func TestIndependentCases1117(t *testing.T) {
	runIndependent(t, "testdata/independent1117.jsonl", false)
}
