package classify

import "testing"

// First run at 852f35b1: 30/32 overall, 12/14 tricky.
func TestIndependentCases946(t *testing.T) {
	runIndependent(t, "testdata/independent946.jsonl", false)
}
