package classify

import "testing"

// First run at d3588724: 29/34 overall, 12/15 tricky.
func TestIndependentCases1422(t *testing.T) {
	runIndependent(t, "testdata/independent1422.jsonl", false)
}
