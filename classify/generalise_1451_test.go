package classify

import "testing"

// First run at f328a4d4: 27/34 overall, 9/15 tricky.
func TestIndependentCases1451(t *testing.T) {
	runIndependent(t, "testdata/independent1451.jsonl", false)
}
