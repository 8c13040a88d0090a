package classify

import "testing"

// First run at 97c88722: 30/36 overall, 14/20 tricky.
func TestIndependentCases1398(t *testing.T) {
	runIndependent(t, "testdata/independent1398.jsonl", false)
}
