package classify

import "testing"

// First run at c29764fc: 32/32 overall, 18/18 tricky.
func TestIndependentCases982(t *testing.T) {
	runIndependent(t, "testdata/independent982.jsonl", true)
}
