package classify

import "testing"

// First run at e037238b: 31/38 overall, 12/18 tricky.
func TestIndependentCases1418(t *testing.T) {
	runIndependent(t, "testdata/independent1418.jsonl", false)
}
