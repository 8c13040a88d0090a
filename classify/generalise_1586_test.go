package classify

import "testing"

// First run at 0017c9c0: 19/34 overall, 10/20 tricky.
func TestIndependentCases1586(t *testing.T) {
	runIndependent(t, "testdata/independent1586.jsonl", false)
}
