package classify

import "testing"

// First run at be14031b: 23/28 overall, 15/16 tricky.
func TestIndependentCases1601(t *testing.T) {
	runIndependent(t, "testdata/independent1601.jsonl", false)
}
