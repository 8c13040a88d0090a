package classify

import "testing"

// First run at df55663a: 34/36 overall, 14/16 tricky.
func TestIndependentCases1387(t *testing.T) {
	runIndependent(t, "testdata/independent1387.jsonl", false)
}
