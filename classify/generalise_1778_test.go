package classify

import "testing"

// First run at b946e629: 26/36 overall, 8/17 tricky.
func TestIndependentCases1778(t *testing.T) {
	runIndependent(t, "testdata/independent1778.jsonl", false)
}
