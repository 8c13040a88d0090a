package classify

import "testing"

// First run at 2c944ba9: 32/34 overall, 10/11 tricky.
func TestIndependentCases1758(t *testing.T) {
	runIndependent(t, "testdata/independent1758.jsonl", false)
}
