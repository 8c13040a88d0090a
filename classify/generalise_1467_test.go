package classify

import "testing"

// First run at 9dbc570f: 28/34 overall, 11/17 tricky.
func TestIndependentCases1467(t *testing.T) {
	runIndependent(t, "testdata/independent1467.jsonl", false)
}
