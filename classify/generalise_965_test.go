package classify

import "testing"

// First run at 8857163a: 30/32 overall, 14/16 tricky.
func TestIndependentCases965(t *testing.T) {
	runIndependent(t, "testdata/independent965.jsonl", false)
}
