package classify

import "testing"

// First run at aac59893: 31/33 overall, 15/16 tricky.
func TestIndependentCases933(t *testing.T) {
	runIndependent(t, "testdata/independent933.jsonl", false)
}
