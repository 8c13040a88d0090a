package classify

import "testing"

// First run at abbdd9dc: 25/36 overall, 12/17 tricky.
func TestIndependentCases1388(t *testing.T) {
	runIndependent(t, "testdata/independent1388.jsonl", false)
}
