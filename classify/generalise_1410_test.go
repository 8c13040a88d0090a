package classify

import "testing"

// First run at d7cd28a7: 21/34 overall, 9/21 tricky.
func TestIndependentCases1410(t *testing.T) {
	runIndependent(t, "testdata/independent1410.jsonl", false)
}
