package classify

import "testing"

// First run at 4f35ee2c: 30/36 overall, 14/17 tricky.
func TestIndependentCases1525(t *testing.T) {
	runIndependent(t, "testdata/independent1525.jsonl", false)
}
