package classify

import "testing"

// First run at d94ffee2: 28/29 overall, 13/14 tricky.
func TestIndependentCases931(t *testing.T) {
	runIndependent(t, "testdata/independent931.jsonl", false)
}
