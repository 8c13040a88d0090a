package classify

import "testing"

// First run at 0cd58219: 32/35 overall, 12/14 tricky.
func TestIndependentCases1206(t *testing.T) {
	runIndependent(t, "testdata/independent1206.jsonl", false)
}
