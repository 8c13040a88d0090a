package classify

import "testing"

// First run at 3c2434ab: 24/30 overall, 6/12 tricky.
func TestIndependentCases1329(t *testing.T) {
	runIndependent(t, "testdata/independent1329.jsonl", false)
}
