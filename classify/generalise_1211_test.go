package classify

import "testing"

// First run at e526e83a: 30/32 overall, 19/21 tricky.
func TestIndependentCases1211(t *testing.T) {
	runIndependent(t, "testdata/independent1211.jsonl", false)
}
