package classify

import "testing"

// First run at 21422cfa: 14/24 overall, 11/21 tricky.
func TestIndependentCases1488(t *testing.T) {
	runIndependent(t, "testdata/independent1488.jsonl", false)
}
