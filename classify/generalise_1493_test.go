package classify

import "testing"

// First run at 03f47f3f: 22/34 overall, 8/15 tricky.
func TestIndependentCases1493(t *testing.T) {
	runIndependent(t, "testdata/independent1493.jsonl", false)
}
