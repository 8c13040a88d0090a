package classify

import "testing"

// First run at 872a0ff1: 28/31 overall, 16/18 tricky.
func TestIndependentCases896(t *testing.T) {
	runIndependent(t, "testdata/independent896.jsonl", false)
}
