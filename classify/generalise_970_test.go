package classify

import "testing"

// First run at a01a43ec: 34/35 overall, 15/16 tricky.
func TestIndependentCases970(t *testing.T) {
	runIndependent(t, "testdata/independent970.jsonl", false)
}
