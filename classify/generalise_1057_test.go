package classify

import "testing"

// First run at 99cf8335: 25/31 overall, 20/25 tricky.
func TestIndependentCases1057(t *testing.T) {
	runIndependent(t, "testdata/independent1057.jsonl", false)
}
