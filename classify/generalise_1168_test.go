package classify

import "testing"

// First run at 5c44792a: 26/33 overall, 5/12 tricky.
func TestIndependentCases1168(t *testing.T) {
	runIndependent(t, "testdata/independent1168.jsonl", false)
}
