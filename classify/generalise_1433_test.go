package classify

import "testing"

// First run at f6f66ade: 33/34 overall, 12/13 tricky.
func TestIndependentCases1433(t *testing.T) {
	runIndependent(t, "testdata/independent1433.jsonl", false)
}
