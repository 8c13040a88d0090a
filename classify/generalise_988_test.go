package classify

import "testing"

// First run at f986ac4f: 28/30 overall, 12/14 tricky.
func TestIndependentCases988(t *testing.T) {
	runIndependent(t, "testdata/independent988.jsonl", false)
}
