package classify

import "testing"

// First run at eb8a9172: 26/34 overall, 8/16 tricky.
func TestIndependentCases1805(t *testing.T) {
	runIndependent(t, "testdata/independent1805.jsonl", false)
}
