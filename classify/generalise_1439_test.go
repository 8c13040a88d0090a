package classify

import "testing"

// First run at e14bf241: 33/36 overall, 11/12 tricky.
func TestIndependentCases1439(t *testing.T) {
	runIndependent(t, "testdata/independent1439.jsonl", false)
}
