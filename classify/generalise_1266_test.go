package classify

import "testing"

// First run at 41235d83: 26/33 overall, 7/14 tricky.
func TestIndependentCases1266(t *testing.T) {
	runIndependent(t, "testdata/independent1266.jsonl", false)
}
