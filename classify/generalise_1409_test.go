package classify

import "testing"

// First run at d0dc601d: 25/34 overall, 4/13 tricky.
func TestIndependentCases1409(t *testing.T) {
	runIndependent(t, "testdata/independent1409.jsonl", false)
}
