package classify

import "testing"

// First run at b7542168: 26/35 overall, 9/15 tricky.
func TestIndependentCases1182(t *testing.T) {
	runIndependent(t, "testdata/independent1182.jsonl", false)
}
