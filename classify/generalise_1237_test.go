package classify

import "testing"

// First run at dc2eee26: 30/35 overall, 15/20 tricky.
func TestIndependentCases1237(t *testing.T) {
	runIndependent(t, "testdata/independent1237.jsonl", false)
}
