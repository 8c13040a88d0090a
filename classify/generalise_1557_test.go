package classify

import "testing"

// First run at 5f89aad6: 18/24 overall, 9/12 tricky.
func TestIndependentCases1557(t *testing.T) {
	runIndependent(t, "testdata/independent1557.jsonl", false)
}
