package classify

import "testing"

// First run at 8c4c3c75: 32/34 overall, 13/15 tricky.
func TestIndependentCases1369(t *testing.T) {
	runIndependent(t, "testdata/independent1369.jsonl", false)
}
