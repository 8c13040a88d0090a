package classify

import "testing"

// First run at f8261056: 13/34 overall, 4/15 tricky.
func TestIndependentCases1713(t *testing.T) {
	runIndependent(t, "testdata/independent1713.jsonl", false)
}
