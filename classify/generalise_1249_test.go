package classify

import "testing"

// First run at 46b064d7: 25/30 overall, 11/16 tricky.
func TestIndependentCases1249(t *testing.T) {
	runIndependent(t, "testdata/independent1249.jsonl", false)
}
