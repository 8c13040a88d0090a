package classify

import "testing"

// First run at c62a2b47: 29/36 overall, 10/16 tricky.
func TestIndependentCases1306(t *testing.T) {
	runIndependent(t, "testdata/independent1306.jsonl", false)
}
