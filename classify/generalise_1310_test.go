package classify

import "testing"

// First run at 62ffa0b6: 12/35 overall, 7/24 tricky.
func TestIndependentCases1310(t *testing.T) {
	runIndependent(t, "testdata/independent1310.jsonl", false)
}
