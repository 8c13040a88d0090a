package classify

import "testing"

// First run at e5999aad: 20/30 overall, 5/14 tricky.
func TestIndependentCases1579(t *testing.T) {
	runIndependent(t, "testdata/independent1579.jsonl", false)
}
