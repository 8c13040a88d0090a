package classify

import "testing"

// First run at 0ec9f403: 17/35 overall, 4/16 tricky.
func TestIndependentCases1337(t *testing.T) {
	runIndependent(t, "testdata/independent1337.jsonl", false)
}
