package classify

import "testing"

// First run at 7482ee02: 31/34 overall, 12/15 tricky.
func TestIndependentCases1417(t *testing.T) {
	runIndependent(t, "testdata/independent1417.jsonl", false)
}
