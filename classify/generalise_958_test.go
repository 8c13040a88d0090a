package classify

import "testing"

// First run at e4a41758: 32/33 overall, 16/17 tricky.
func TestIndependentCases958(t *testing.T) {
	runIndependent(t, "testdata/independent958.jsonl", false)
}
