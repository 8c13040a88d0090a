package classify

import "testing"

// First run at 107244ae: 29/32 overall, 15/17 tricky.
func TestIndependentCases949(t *testing.T) {
	runIndependent(t, "testdata/independent949.jsonl", false)
}
