package classify

import "testing"

// First run at 39ddd079: 17/36 overall, 5/18 tricky.
func TestIndependentCases1246(t *testing.T) {
	runIndependent(t, "testdata/independent1246.jsonl", false)
}
