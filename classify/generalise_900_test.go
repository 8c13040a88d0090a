package classify

import "testing"

// First run at a4e7f340: 27/33 overall, 10/16 tricky.
func TestIndependentCases900(t *testing.T) {
	runIndependent(t, "testdata/independent900.jsonl", false)
}
