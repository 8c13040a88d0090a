package classify

import "testing"

// First run at 213e1f14: 12/34 overall, 4/22 tricky.
func TestIndependentCases1545(t *testing.T) {
	runIndependent(t, "testdata/independent1545.jsonl", false)
}
