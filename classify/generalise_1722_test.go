package classify

import "testing"

// First run at 7a135698: 27/36 overall, 8/15 tricky.
func TestIndependentCases1722(t *testing.T) {
	runIndependent(t, "testdata/independent1722.jsonl", false)
}
