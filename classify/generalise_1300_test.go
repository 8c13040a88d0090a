package classify

import "testing"

// First run at b5f0e212: 20/38 overall, 10/22 tricky.
func TestIndependentCases1300(t *testing.T) {
	runIndependent(t, "testdata/independent1300.jsonl", false)
}
