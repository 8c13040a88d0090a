package classify

import "testing"

// First run at d467aec7: 29/36 overall, 10/16 tricky.
func TestIndependentCases1614(t *testing.T) {
	runIndependent(t, "testdata/independent1614.jsonl", false)
}
