package classify

import "testing"

// First run at 4dde4a6b: 30/38 overall, 13/20 tricky.
func TestIndependentCases1167(t *testing.T) {
	runIndependent(t, "testdata/independent1167.jsonl", false)
}
