package classify

import "testing"

// First run at e409fad3: 25/36 overall, 11/20 tricky.
func TestIndependentCases1731(t *testing.T) {
	runIndependent(t, "testdata/independent1731.jsonl", false)
}
