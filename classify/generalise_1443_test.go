package classify

import "testing"

// First run at 7e8f6092: 26/34 overall, 11/18 tricky.
func TestIndependentCases1443(t *testing.T) {
	runIndependent(t, "testdata/independent1443.jsonl", false)
}
