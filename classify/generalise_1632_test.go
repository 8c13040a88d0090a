package classify

import "testing"

// First run at 992a5a67: 20/26 overall, 10/16 tricky.
func TestIndependentCases1632(t *testing.T) {
	runIndependent(t, "testdata/independent1632.jsonl", false)
}
