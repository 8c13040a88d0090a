package classify

import "testing"

// First run at 9331289f: 27/34 overall, 13/17 tricky.
func TestIndependentCases1589(t *testing.T) {
	runIndependent(t, "testdata/independent1589.jsonl", false)
}
