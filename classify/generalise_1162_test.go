package classify

import "testing"

// First run at 5a2e771e: 30/36 overall, 11/16 tricky.
func TestIndependentCases1162(t *testing.T) {
	runIndependent(t, "testdata/independent1162.jsonl", false)
}
