package classify

import "testing"

// First run at f9b2f1f9: 21/34 overall, 10/19 tricky.
func TestIndependentCases1173(t *testing.T) {
	runIndependent(t, "testdata/independent1173.jsonl", false)
}
