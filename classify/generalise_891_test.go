package classify

import "testing"

// First run at 78c812d7: 31/33 overall, 16/18 tricky.
func TestIndependentCases891(t *testing.T) {
	runIndependent(t, "testdata/independent891.jsonl", false)
}
