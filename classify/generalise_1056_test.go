package classify

import "testing"

// First run at 5e61b2b5: 31/32 overall, 15/16 tricky.
func TestIndependentCases1056(t *testing.T) {
	runIndependent(t, "testdata/independent1056.jsonl", false)
}
