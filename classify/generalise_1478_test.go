package classify

import "testing"

// First run at ab47a677: 24/36 overall, 7/14 tricky.
func TestIndependentCases1478(t *testing.T) {
	runIndependent(t, "testdata/independent1478.jsonl", false)
}
