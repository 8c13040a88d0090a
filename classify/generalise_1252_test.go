package classify

import "testing"

// First run at 1e902dc2: 23/37 overall, 5/16 tricky.
func TestIndependentCases1252(t *testing.T) {
	runIndependent(t, "testdata/independent1252.jsonl", false)
}
