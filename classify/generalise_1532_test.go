package classify

import "testing"

// First run at b2ee4799: 32/36 overall, 16/19 tricky.
func TestIndependentCases1532(t *testing.T) {
	runIndependent(t, "testdata/independent1532.jsonl", false)
}
