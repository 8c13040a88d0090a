package classify

import "testing"

// First run at eacd9129: 30/30 overall, 19/19 tricky.
func TestIndependentCases940(t *testing.T) {
	runIndependent(t, "testdata/independent940.jsonl", true)
}
