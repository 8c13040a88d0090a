package classify

import "testing"

// First run at ba629d70: 30/38 overall, 13/19 tricky.
func TestIndependentCases1428(t *testing.T) {
	runIndependent(t, "testdata/independent1428.jsonl", false)
}
