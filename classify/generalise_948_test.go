package classify

import "testing"

// First run at cce28ce4: 24/31 overall, 15/21 tricky.
func TestIndependentCases948(t *testing.T) {
	runIndependent(t, "testdata/independent948.jsonl", false)
}
