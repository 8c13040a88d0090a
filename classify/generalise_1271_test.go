package classify

import "testing"

// First run at cd0e48df: 30/37 overall, 13/20 tricky.
func TestIndependentCases1271(t *testing.T) {
	runIndependent(t, "testdata/independent1271.jsonl", false)
}
