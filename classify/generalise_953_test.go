package classify

import "testing"

// First run at c4030109: 32/32 overall, 19/19 tricky.
func TestIndependentCases953(t *testing.T) {
	runIndependent(t, "testdata/independent953.jsonl", true)
}
