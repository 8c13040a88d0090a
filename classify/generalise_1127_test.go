package classify

import "testing"

// First run at 35886680: 28/30 overall, 13/15 tricky.
func TestIndependentCases1127(t *testing.T) {
	runIndependent(t, "testdata/independent1127.jsonl", false)
}
