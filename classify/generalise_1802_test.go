package classify

import "testing"

// First run at be7055a3: 32/36 overall, 10/14 tricky.
func TestIndependentCases1802(t *testing.T) {
	runIndependent(t, "testdata/independent1802.jsonl", false)
}
