package classify

import "testing"

// First run at dfbafb4d: 22/38 overall, 6/21 tricky.
func TestIndependentCases1412(t *testing.T) {
	runIndependent(t, "testdata/independent1412.jsonl", false)
}
