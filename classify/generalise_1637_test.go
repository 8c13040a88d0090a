package classify

import "testing"

// First run at dc3dd238: 27/34 overall, 10/16 tricky.
func TestIndependentCases1637(t *testing.T) {
	runIndependent(t, "testdata/independent1637.jsonl", false)
}
