package classify

import "testing"

// First run at dd39704e: 32/33 overall, 15/16 tricky.
func TestIndependentCases1192(t *testing.T) {
	runIndependent(t, "testdata/independent1192.jsonl", false)
}
