package classify

import "testing"

// First run at 5672b02d: 32/32 overall, 18/18 tricky.
func TestIndependentCases886(t *testing.T) {
	runIndependent(t, "testdata/independent886.jsonl", true)
}
