package classify

import "testing"

// First run at 0dae2718: 30/32 overall, 19/21 tricky.
func TestIndependentCases913(t *testing.T) {
	runIndependent(t, "testdata/independent913.jsonl", false)
}
