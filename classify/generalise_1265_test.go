package classify

import "testing"

// First run at c3199600: 35/38 overall, 11/14 tricky.
func TestIndependentCases1265(t *testing.T) {
	runIndependent(t, "testdata/independent1265.jsonl", false)
}
