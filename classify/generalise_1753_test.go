package classify

import "testing"

// First run at b647f0f0: 17/36 overall, 4/20 tricky.
func TestIndependentCases1753(t *testing.T) {
	runIndependent(t, "testdata/independent1753.jsonl", false)
}
