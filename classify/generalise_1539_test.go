package classify

import "testing"

// First run at 4d8ac262: 20/24 overall, 10/14 tricky.
func TestIndependentCases1539(t *testing.T) {
	runIndependent(t, "testdata/independent1539.jsonl", false)
}
