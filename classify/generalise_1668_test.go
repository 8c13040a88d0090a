package classify

import "testing"

// First run at eade5f49: 25/34 overall, 7/14 tricky.
func TestIndependentCases1668(t *testing.T) {
	runIndependent(t, "testdata/independent1668.jsonl", false)
}
