package classify

import "testing"

// First run at cf53d712: 29/34 overall, 8/13 tricky.
func TestIndependentCases1497(t *testing.T) {
	runIndependent(t, "testdata/independent1497.jsonl", false)
}
