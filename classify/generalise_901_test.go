package classify

import "testing"

// First run at e967318e: 24/32 overall, 12/20 tricky.
func TestIndependentCases901(t *testing.T) {
	runIndependent(t, "testdata/independent901.jsonl", false)
}
