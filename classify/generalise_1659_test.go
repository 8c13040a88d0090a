package classify

import "testing"

// First run at 1564a197: 27/34 overall, 12/18 tricky.
func TestIndependentCases1659(t *testing.T) {
	runIndependent(t, "testdata/independent1659.jsonl", false)
}
