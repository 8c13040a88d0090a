package classify

import "testing"

// First run at aa1e187f: 30/32 overall, 18/20 tricky.
func TestIndependentCases1088(t *testing.T) {
	runIndependent(t, "testdata/independent1088.jsonl", false)
}
