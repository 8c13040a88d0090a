package classify

import "testing"

// First run at 23c2fb88: 30/36 overall, 11/15 tricky.
func TestIndependentCases1261(t *testing.T) {
	runIndependent(t, "testdata/independent1261.jsonl", false)
}
