package classify

import "testing"

// First run at 3b193671: 23/32 overall, 10/19 tricky.
func TestIndependentCases1402(t *testing.T) {
	runIndependent(t, "testdata/independent1402.jsonl", false)
}
