package classify

import "testing"

// First run at a33449d2: 22/31 overall, 9/16 tricky.
func TestIndependentCases1353(t *testing.T) {
	runIndependent(t, "testdata/independent1353.jsonl", false)
}
