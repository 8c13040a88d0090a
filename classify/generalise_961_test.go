package classify

import "testing"

// First run at 5d440e16: 32/32 overall, 18/18 tricky.
func TestIndependentCases961(t *testing.T) {
	runIndependent(t, "testdata/independent961.jsonl", true)
}
