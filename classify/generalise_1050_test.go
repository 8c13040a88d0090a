package classify

import "testing"

// First run at 6dbf9cda: 30/32 overall, 15/16 tricky.
func TestIndependentCases1050(t *testing.T) {
	runIndependent(t, "testdata/independent1050.jsonl", false)
}
