package classify

import "testing"

// First run at 1c2fff59: 31/36 overall, 10/15 tricky.
func TestIndependentCases1696(t *testing.T) {
	runIndependent(t, "testdata/independent1696.jsonl", false)
}
