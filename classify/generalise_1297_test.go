package classify

import "testing"

// First run at f4687adb: 21/37 overall, 12/19 tricky.
func TestIndependentCases1297(t *testing.T) {
	runIndependent(t, "testdata/independent1297.jsonl", false)
}
