package classify

import "testing"

// First run at f62f0768: 27/36 overall, 15/19 tricky.
func TestIndependentCases1486(t *testing.T) {
	runIndependent(t, "testdata/independent1486.jsonl", false)
}
