package classify

import "testing"

// First run at b5decc89: 31/32 overall, 16/16 tricky.
func TestIndependentCases873(t *testing.T) {
	runIndependent(t, "testdata/independent873.jsonl", false)
}
