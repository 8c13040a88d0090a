package classify

import "testing"

// First run at 2b8451db: 30/36 overall, 14/20 tricky.
func TestIndependentCases1383(t *testing.T) {
	runIndependent(t, "testdata/independent1383.jsonl", false)
}
