package classify

import "testing"

// First run at 1208862f: 23/28 overall, 15/20 tricky.
func TestIndependentCases923(t *testing.T) {
	runIndependent(t, "testdata/independent923.jsonl", false)
}
