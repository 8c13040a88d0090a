package classify

import "testing"

// First run at da3a1c03: 21/33 overall, 6/18 tricky.
func TestIndependentCases1316(t *testing.T) {
	runIndependent(t, "testdata/independent1316.jsonl", false)
}
