package classify

import "testing"

// First run at 5289556f: 25/36 overall, 12/21 tricky.
func TestIndependentCases1375(t *testing.T) {
	runIndependent(t, "testdata/independent1375.jsonl", false)
}
