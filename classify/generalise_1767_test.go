package classify

import "testing"

// First run at 808249b9: 30/36 overall, 10/16 tricky.
func TestIndependentCases1767(t *testing.T) {
	runIndependent(t, "testdata/independent1767.jsonl", false)
}
