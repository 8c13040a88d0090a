package classify

import "testing"

// First run at 5f7114a2: 34/35 overall, 15/16 tricky.
func TestIndependentCases1122(t *testing.T) {
	runIndependent(t, "testdata/independent1122.jsonl", false)
}
