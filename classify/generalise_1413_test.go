package classify

import "testing"

// First run at a1659971: 29/38 overall, 14/21 tricky.
func TestIndependentCases1413(t *testing.T) {
	runIndependent(t, "testdata/independent1413.jsonl", false)
}
