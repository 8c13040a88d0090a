package classify

import "testing"

// First run at f7210e4a: 19/36 overall, 1/13 tricky.
func TestIndependentCases1587(t *testing.T) {
	runIndependent(t, "testdata/independent1587.jsonl", false)
}
