package classify

import "testing"

// First run at 1d49046f: 18/34 overall, 6/15 tricky.
func TestIndependentCases1714(t *testing.T) {
	runIndependent(t, "testdata/independent1714.jsonl", false)
}
