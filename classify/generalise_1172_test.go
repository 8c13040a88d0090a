package classify

import "testing"

// First run at 1f594a12: 28/44 overall, 11/24 tricky.
func TestIndependentCases1172(t *testing.T) {
	runIndependent(t, "testdata/independent1172.jsonl", false)
}
