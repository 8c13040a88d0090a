package classify

import "testing"

// First run at 14ff1742: 21/24 overall, 20/23 tricky.
func TestIndependentCases1275(t *testing.T) {
	runIndependent(t, "testdata/independent1275.jsonl", false)
}
