package classify

import "testing"

// First run at 1e42b6f0: 31/32 overall, 20/21 tricky.
func TestIndependentCases945(t *testing.T) {
	runIndependent(t, "testdata/independent945.jsonl", false)
}
