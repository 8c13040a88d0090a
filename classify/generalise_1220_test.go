package classify

import "testing"

// First run at c112ef7f: 21/26 overall, 12/17 tricky.
func TestIndependentCases1220(t *testing.T) {
	runIndependent(t, "testdata/independent1220.jsonl", false)
}
