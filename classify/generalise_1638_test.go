package classify

import "testing"

// First run at 443d054d: 25/34 overall, 11/18 tricky.
func TestIndependentCases1638(t *testing.T) {
	runIndependent(t, "testdata/independent1638.jsonl", false)
}
