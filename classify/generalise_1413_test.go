package classify

import "testing"

func TestIndependentCases1413(t *testing.T) {
	runIndependent(t, "testdata/independent1413.jsonl", false)
}
