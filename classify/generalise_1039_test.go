package classify

import "testing"

// First run at c4223214: 30/32 overall, 21/23 tricky.
func TestIndependentCases1039(t *testing.T) {
	runIndependent(t, "testdata/independent1039.jsonl", false)
}
