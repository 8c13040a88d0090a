package classify

import "testing"

// First run at 94251c56: 27/34 overall, 11/17 tricky.
func TestIndependentCases1685(t *testing.T) {
	runIndependent(t, "testdata/independent1685.jsonl", false)
}
