package classify

import "testing"

// First run at 387330fe: 25/36 overall, 10/17 tricky.
func TestIndependentCases1698(t *testing.T) {
	runIndependent(t, "testdata/independent1698.jsonl", false)
}
