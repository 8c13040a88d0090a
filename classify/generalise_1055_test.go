package classify

import "testing"

// First run at d18c75b4: 31/34 overall, 14/16 tricky.
func TestIndependentCases1055(t *testing.T) {
	runIndependent(t, "testdata/independent1055.jsonl", false)
}
