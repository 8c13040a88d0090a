package classify

import "testing"

// First run at 8d181852: 27/34 overall, 12/19 tricky.
func TestIndependentCases1522(t *testing.T) {
	runIndependent(t, "testdata/independent1522.jsonl", false)
}
