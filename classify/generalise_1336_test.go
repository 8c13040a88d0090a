package classify

import "testing"

// First run at e2c79952: 17/30 overall, 2/15 tricky.
func TestIndependentCases1336(t *testing.T) {
	runIndependent(t, "testdata/independent1336.jsonl", false)
}
