package classify

import "testing"

// First run at 7aad036c: 28/34 overall, 10/16 tricky.
func TestIndependentCases1799(t *testing.T) {
	runIndependent(t, "testdata/independent1799.jsonl", false)
}
