package classify

import "testing"

// First run at 5bff029d: 30/32 overall, 18/20 tricky.
func TestIndependentCases1024(t *testing.T) {
	runIndependent(t, "testdata/independent1024.jsonl", false)
}
