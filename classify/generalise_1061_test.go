package classify

import "testing"

// First run at 12eef767: 23/25 overall, 8/9 tricky.
func TestIndependentCases1061(t *testing.T) {
	runIndependent(t, "testdata/independent1061.jsonl", false)
}
