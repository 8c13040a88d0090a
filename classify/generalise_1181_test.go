package classify

import "testing"

// First run at 50843bd2: 26/41 overall, 8/19 tricky.
func TestIndependentCases1181(t *testing.T) {
	runIndependent(t, "testdata/independent1181.jsonl", false)
}
