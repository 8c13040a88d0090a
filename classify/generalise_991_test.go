package classify

import "testing"

// First run at 179f4ad3: 31/32 overall, 15/16 tricky.
func TestIndependentCases991(t *testing.T) {
	runIndependent(t, "testdata/independent991.jsonl", false)
}
