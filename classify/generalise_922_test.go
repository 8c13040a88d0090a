package classify

import "testing"

// First run at 5490afb3: 32/33 overall, 15/16 tricky.
func TestIndependentCases922(t *testing.T) {
	runIndependent(t, "testdata/independent922.jsonl", false)
}
