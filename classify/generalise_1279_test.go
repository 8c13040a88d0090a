package classify

import "testing"

// First run at ada221f9: 24/38 overall, 6/16 tricky.
func TestIndependentCases1279(t *testing.T) {
	runIndependent(t, "testdata/independent1279.jsonl", false)
}
