package classify

import "testing"

// First run at a251c1e3: 30/34 overall, 13/16 tricky.
func TestIndependentCases1411(t *testing.T) {
	runIndependent(t, "testdata/independent1411.jsonl", false)
}
