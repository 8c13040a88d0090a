package classify

import "testing"

// First run at aeb5a206: 20/36 overall, 7/20 tricky.
func TestIndependentCases1704(t *testing.T) {
	runIndependent(t, "testdata/independent1704.jsonl", false)
}
