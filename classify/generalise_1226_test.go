package classify

import "testing"

// First run at 3d44c583: 35/38 overall, 16/19 tricky.
func TestIndependentCases1226(t *testing.T) {
	runIndependent(t, "testdata/independent1226.jsonl", false)
}
