package classify

import "testing"

// First run at 32899e4a: 20/34 overall, 11/20 tricky.
func TestIndependentCases1566(t *testing.T) {
	runIndependent(t, "testdata/independent1566.jsonl", false)
}
