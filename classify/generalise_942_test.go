package classify

import "testing"

// First run at dca761d0: 34/34 overall, 16/16 tricky.
func TestIndependentCases942(t *testing.T) {
	runIndependent(t, "testdata/independent942.jsonl", true)
}
