package classify

import "testing"

// First run at fea4166e: 21/34 overall, 11/22 tricky.
func TestIndependentCases1594(t *testing.T) {
	runIndependent(t, "testdata/independent1594.jsonl", false)
}
