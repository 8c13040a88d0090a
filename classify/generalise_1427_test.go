package classify

import "testing"

// First run at be2fe262: 32/38 overall, 13/16 tricky.
func TestIndependentCases1427(t *testing.T) {
	runIndependent(t, "testdata/independent1427.jsonl", false)
}
