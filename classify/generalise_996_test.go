package classify

import "testing"

// First run at 5fe1ebc4: 34/34 overall, 20/20 tricky.
func TestIndependentCases996(t *testing.T) {
	runIndependent(t, "testdata/independent996.jsonl", true)
}
