package classify

import "testing"

// First run at 2935666b: 32/32 overall, 20/20 tricky.
func TestIndependentCases973(t *testing.T) {
	runIndependent(t, "testdata/independent973.jsonl", true)
}
