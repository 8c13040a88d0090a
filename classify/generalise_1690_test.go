package classify

import "testing"

// First run at f96059af: 21/36 overall, 7/20 tricky.
func TestIndependentCases1690(t *testing.T) {
	runIndependent(t, "testdata/independent1690.jsonl", false)
}
