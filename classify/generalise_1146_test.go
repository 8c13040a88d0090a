package classify

import "testing"

// First run at 8d9788c5: 22/28 overall, 11/17 tricky.
func TestIndependentCases1146(t *testing.T) {
	runIndependent(t, "testdata/independent1146.jsonl", false)
}
