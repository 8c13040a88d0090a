package classify

import "testing"

// First run at f4b563a3: 31/35 overall, 12/15 tricky.
func TestIndependentCases1274(t *testing.T) {
	runIndependent(t, "testdata/independent1274.jsonl", false)
}
