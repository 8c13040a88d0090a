package classify

import "testing"

// First run at 79669b43: 30/34 overall, 14/18 tricky.
func TestIndependentCases1692(t *testing.T) {
	runIndependent(t, "testdata/independent1692.jsonl", false)
}
