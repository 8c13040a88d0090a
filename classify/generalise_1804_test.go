package classify

import "testing"

// First run at afbbce8c: 33/36 overall, 15/17 tricky.
func TestIndependentCases1804(t *testing.T) {
	runIndependent(t, "testdata/independent1804.jsonl", false)
}
