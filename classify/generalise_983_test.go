package classify

import "testing"

// First run at 6143819c: 28/31 overall, 15/17 tricky.
func TestIndependentCases983(t *testing.T) {
	runIndependent(t, "testdata/independent983.jsonl", false)
}
