package classify

import "testing"

// First run at 78a0bf0c: 29/34 overall, 13/18 tricky.
func TestIndependentCases1424(t *testing.T) {
	runIndependent(t, "testdata/independent1424.jsonl", false)
}
