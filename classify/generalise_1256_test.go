package classify

import "testing"

// First run at c578abe0: 23/31 overall, 9/17 tricky.
func TestIndependentCases1256(t *testing.T) {
	runIndependent(t, "testdata/independent1256.jsonl", false)
}
