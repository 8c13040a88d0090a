package classify

import "testing"

// First run at d4d0f534: 28/34 overall, 8/13 tricky.
func TestIndependentCases1544(t *testing.T) {
	runIndependent(t, "testdata/independent1544.jsonl", false)
}
