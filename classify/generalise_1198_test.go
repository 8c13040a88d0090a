package classify

import "testing"

// First run at 0b559258: 32/38 overall, 17/23 tricky.
func TestIndependentCases1198(t *testing.T) {
	runIndependent(t, "testdata/independent1198.jsonl", false)
}
