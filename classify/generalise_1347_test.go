package classify

import "testing"

// First run at c4834be0: 36/49 overall, 9/17 tricky.
func TestIndependentCases1347(t *testing.T) {
	runIndependent(t, "testdata/independent1347.jsonl", false)
}
