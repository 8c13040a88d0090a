package classify

import "testing"

// First run at f4aef3ab: 27/32 overall, 17/22 tricky.
func TestIndependentCases1229(t *testing.T) {
	runIndependent(t, "testdata/independent1229.jsonl", false)
}
