package classify

import "testing"

// First run at cfa0cf55: 27/36 overall, 8/16 tricky.
func TestIndependentCases1658(t *testing.T) {
	runIndependent(t, "testdata/independent1658.jsonl", false)
}
