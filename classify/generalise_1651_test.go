package classify

import "testing"

// First run at 9065bbb4: 24/34 overall, 13/18 tricky.
func TestIndependentCases1651(t *testing.T) {
	runIndependent(t, "testdata/independent1651.jsonl", false)
}
