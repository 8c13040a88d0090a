package classify

import "testing"

// First run at f89ff57e: 33/34 overall, 16/17 tricky.
func TestIndependentCases1049(t *testing.T) {
	runIndependent(t, "testdata/independent1049.jsonl", false)
}
